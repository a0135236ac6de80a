-- attack: completeTransition called inside transitionDuration, before animateTransition
-- expect: any ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local animator = {
  transitionDuration = function(self, ctx) ctx:completeTransition(true) return 0.3 end,
  animateTransition = function(self, ctx) ctx:completeTransition(true) end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end,
                               animationControllerForDismissed = function() return animator end}

root:present(other, true)
clock.runUntilIdle()
