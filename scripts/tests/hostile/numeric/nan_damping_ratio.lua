-- attack: View.animate with dampingRatio NaN and initialVelocity inf
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate{duration = 1, dampingRatio = 0/0, initialVelocity = 1/0, animations = function() v.center = Point(5, 5) end}
clock.runUntilIdle()
