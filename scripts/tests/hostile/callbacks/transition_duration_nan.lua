-- attack: transitionDuration returning NaN
-- expect: error ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local animator = {
  transitionDuration = function(self, ctx) return 0/0 end,
  animateTransition = function(self, ctx) ctx:completeTransition(true) end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end,
                               animationControllerForDismissed = function() return animator end}

root:present(other, true)
clock.runUntilIdle()
