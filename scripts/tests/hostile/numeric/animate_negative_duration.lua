-- attack: View.animate with a negative duration
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate(-1, function() v.alpha = 0 end)
