-- attack: found by make fuzz (crash-ec7a53e4…, minimized): an animator paused before it ever started, continued with a finite duration factor of 1e13 (1e13 s of ticks overflows Int64)
-- expect: error ""
local v = View{}
local a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
a:pauseAnimation()
a:continueAnimation(nil, 1e13)
