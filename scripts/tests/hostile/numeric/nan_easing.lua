-- attack: Easing.cubicBezier and Easing.steps with NaN and huge arguments
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate{duration = 1, curve = Easing.cubicBezier(0/0, 0, 1, 1), animations = function() v.alpha = 0 end}
