-- attack: PropertyAnimator.fractionComplete set to NaN and 1e300 while paused
-- expect: error ""
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
a:pauseAnimation()
a.fractionComplete = 0/0
