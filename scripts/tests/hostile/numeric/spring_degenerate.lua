-- attack: Easing.spring with zero mass, negative stiffness, NaN damping
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate{curve = Easing.spring{mass = 0, stiffness = -1, damping = 0/0}, animations = function() v.alpha = 0 end}
clock.runUntilIdle()
