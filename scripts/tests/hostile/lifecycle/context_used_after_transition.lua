-- attack: a transition context read after its transition ended
-- expect: any ""
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
print(kept.containerView, kept:view("from"), kept:viewController("to"), kept:initialFrame(other))
kept:updateInteractiveTransition(0.5)
kept:cancelInteractiveTransition()
