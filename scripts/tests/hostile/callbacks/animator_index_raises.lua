-- attack: an animator whose required methods are real but whose optional ones (animationEnded, interruptibleAnimator) are looked up through a raising __index
-- expect: error "lookup raised"
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
local animator = setmetatable({
  transitionDuration = function() return 0.1 end,
  animateTransition = function(self, ctx) ctx:completeTransition(true) end,
}, {__index = function(_, k) error("lookup raised: " .. tostring(k)) end})
other.transitioningDelegate = {animationControllerForPresented = function() return animator end}
root:present(other, true)
clock.runUntilIdle()
