-- attack: continueAnimation with NaN and negative duration factors
-- expect: error ""
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
a:startAnimation()
a:pauseAnimation()
a:continueAnimation(nil, 0/0)
