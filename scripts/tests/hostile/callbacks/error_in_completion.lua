-- attack: an error in a completion run by the clock
-- expect: error "completion failed"
local v = View{}
window:addSubview(v)
View.animate(0.5, function() v.alpha = 0 end, function() error("completion failed") end)
