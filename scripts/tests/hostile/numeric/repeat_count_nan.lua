-- attack: repeatCount NaN, negative, infinite
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate{duration = 1, repeatCount = 0/0, animations = function() v.alpha = 0 end}
