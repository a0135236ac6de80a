-- attack: PercentDrivenInteractiveTransition:update(NaN) during a transition
-- expect: error ""
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
local interaction = PercentDrivenInteractiveTransition()
local animator = {
  transitionDuration = function() return 0.3 end,
  animateTransition = function(self, ctx)
    View.animate(0.3, function() ctx:view("to").alpha = 0.5 end, function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
  end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end,
  interactionControllerForPresentation = function() return interaction end}
root:present(other, true)
interaction:update(0/0)
interaction:finish()
clock.runUntilIdle()
