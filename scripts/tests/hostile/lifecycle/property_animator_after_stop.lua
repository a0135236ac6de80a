-- attack: starting an animator that is stopped
-- expect: error ""
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
a:startAnimation()
a:stopAnimation(false)
a:startAnimation()
