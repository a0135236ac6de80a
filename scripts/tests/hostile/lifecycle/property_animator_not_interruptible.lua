-- attack: pausing a non-interruptible animator
-- expect: error ""
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
a.isInterruptible = false
a:startAnimation()
a:pauseAnimation()
