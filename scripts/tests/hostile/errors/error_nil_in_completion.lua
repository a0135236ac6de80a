-- attack: error(nil) inside a completion
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function() error() end)
