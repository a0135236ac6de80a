-- attack: clock.runUntilIdle called from a completion the clock is running
-- expect: any ""
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function()
  View.animate(0.5, function() v.alpha = 1 end)
  clock.runUntilIdle()
end)
clock.runUntilIdle()
print(clock.now)
