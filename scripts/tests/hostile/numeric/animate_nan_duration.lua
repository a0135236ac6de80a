-- attack: View.animate with NaN, infinite and negative durations
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate(0/0, function() v.alpha = 0 end)
