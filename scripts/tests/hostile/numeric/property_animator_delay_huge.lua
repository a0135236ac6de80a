-- attack: PropertyAnimator:startAnimation(1e300)
-- expect: error ""
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
a:startAnimation(1e300)
