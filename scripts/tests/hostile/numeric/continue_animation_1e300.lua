-- attack: PropertyAnimator:continueAnimation(nil, 1e300): a duration factor no clock holds
-- expect: error ""
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
a:startAnimation()
clock.advance(0.2)
a:pauseAnimation()
a:continueAnimation(nil, 1e300)
clock.runUntilIdle()
