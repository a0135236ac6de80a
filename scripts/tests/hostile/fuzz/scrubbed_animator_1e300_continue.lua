-- attack: found by make fuzz (crash-212b3f10…, minimized): PropertyAnimator{duration = 1e300} is refused when started or scrubbed to 0.5 ("duration is too large"), but a refused scrub to 2^63 leaves it active and paused past that check; continueAnimation(nil, 1) then converts 1e300 s to Int64 ticks and traps
-- expect: error ""
local v = View{}
local a = PropertyAnimator{duration = 1e300, curve = "linear", animations = function() v.alpha = 1 / 60 end}
pcall(function() a.fractionComplete = 2^63 end)
a:continueAnimation(nil, 1)
