-- attack: an animator's transitionDuration loops
-- expect: error "limit exceeded"
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
local animator = {
  transitionDuration = function() while true do end end,
  animateTransition = function(self, ctx) ctx:completeTransition(true) end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end}
root:present(other, true)
clock.runUntilIdle()
