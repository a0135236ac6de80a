-- attack: clock.fps set to 10^9 then a million frames stepped
-- expect: any ""
clock.fps = 1e9
local v = View{}
window:addSubview(v)
View.animate(1, function() v.alpha = 0 end)
clock.step(1e6)
print(clock.now)
