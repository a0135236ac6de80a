-- attack: continueAnimation on a physical spring a hair short of the end (1 − 2⁻⁵³): the rest's
-- settling duration over that fraction left is past the clock; the run is held to it, not refused
-- expect: ok "completion end 100\.0 "
local v = View{frame = Rect(0, 0, 50, 50)}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.frame = Rect(100, 0, 50, 50) end}
a:addCompletion(function(p) print("completion " .. p .. " " .. v.frame.x .. " " .. string.format("%.3f", clock.now)) end)
a:pauseAnimation()
a.fractionComplete = 1 - 2^-53
a:continueAnimation(SpringTimingParameters{mass = 1, stiffness = 100, damping = 10, initialVelocity = 1e6}, 0)
clock.runUntilIdle()
