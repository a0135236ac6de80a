-- attack: transitionDuration yields (present called from a task)
-- expect: error "yield"
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local animator = {
  transitionDuration = function(self, ctx) coroutine.yield() return 0.3 end,
  animateTransition = function(self, ctx) ctx:completeTransition(true) end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end,
                               animationControllerForDismissed = function() return animator end}

task(function() root:present(other, true) end)
clock.runUntilIdle()
