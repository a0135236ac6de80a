-- attack: transitionDuration returning a string, then NaN
-- expect: error ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local animator = {
  transitionDuration = function(self, ctx) return "long" end,
  animateTransition = function(self, ctx) ctx:completeTransition(true) end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end,
                               animationControllerForDismissed = function() return animator end}

root:present(other, true)
clock.runUntilIdle()
