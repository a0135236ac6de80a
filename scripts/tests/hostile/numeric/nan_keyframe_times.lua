-- attack: addKeyframe with NaN relative start and infinite duration
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animateKeyframes(1, {}, function()
  View.addKeyframe(0/0, 1/0, function() v.alpha = 0 end)
end)
clock.runUntilIdle()
