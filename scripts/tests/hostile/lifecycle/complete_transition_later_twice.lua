-- attack: a context kept and completed again after the transition ended
-- expect: error ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local kept
local animator = {
  transitionDuration = function() return 0.1 end,
  animateTransition = function(self, ctx) kept = ctx; ctx:completeTransition(true) end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end}
root:present(other, true)
clock.runUntilIdle()
kept:completeTransition(false)
