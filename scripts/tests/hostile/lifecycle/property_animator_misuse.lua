-- attack: PropertyAnimator calls in the wrong state: finish without stop
-- expect: error ""
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
a:startAnimation()
a:finishAnimation("end")
