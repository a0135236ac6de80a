-- attack: an animator's animateTransition loops
-- expect: error "limit exceeded"
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
local animator = {
  transitionDuration = function() return 0.3 end,
  animateTransition = function() while true do end end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end}
root:present(other, true)
clock.runUntilIdle()
