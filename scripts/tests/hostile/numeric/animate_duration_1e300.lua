-- attack: View.animate with a 1e300 s duration (Double to Int conversion)
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate(1e300, function() v.alpha = 0 end)
