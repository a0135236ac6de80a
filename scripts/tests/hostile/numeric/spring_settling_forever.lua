-- attack: a spring with zero damping never settles: its settling duration is infinite
-- expect: any ""
local v = View{}
window:addSubview(v)
View.animate{curve = Easing.spring{mass = 1, stiffness = 100, damping = 0}, animations = function() v.center = Point(100, 100) end}
clock.runUntilIdle()
print(clock.now)
