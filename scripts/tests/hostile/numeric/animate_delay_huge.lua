-- attack: View.animate with a 1e19 s delay
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate{duration = 1, delay = 1e19, animations = function() v.alpha = 0 end}
