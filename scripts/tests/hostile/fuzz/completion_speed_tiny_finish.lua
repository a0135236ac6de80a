-- attack: found by make fuzz (crash-fd62ece0…, minimized): completionSpeed = 1e-300 is accepted (finite, above 0); finish() then divides the time left by it and traps converting to Int64 ticks
-- expect: error ""
local root = ViewController{}
window.rootViewController = root
local sheet = ViewController{}
local interaction = PercentDrivenInteractiveTransition{wantsInteractiveStart = true}
local animator = {
  transitionDuration = function() return 0.3 end,
  animateTransition = function(self, ctx)
    View.animate(0.3, function() ctx:view("to").alpha = 0.5 end,
      function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
  end,
}
sheet.transitioningDelegate = {
  animationControllerForPresented = function() return animator end,
  interactionControllerForPresentation = function() return interaction end,
}
interaction.completionSpeed = 1e-300
root:present(sheet, true)
interaction:finish()
clock.runUntilIdle()
