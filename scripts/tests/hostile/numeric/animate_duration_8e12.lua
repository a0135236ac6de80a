-- attack: View.animate with an 8e12 s duration, then the clock runs to its end
-- expect: any ""
local v = View{}
window:addSubview(v)
View.animate(8e12, function() v.alpha = 0 end, function() print("finished") end)
clock.runUntilIdle()
clock.advance(8e12)
