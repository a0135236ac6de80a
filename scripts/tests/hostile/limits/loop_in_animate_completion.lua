-- attack: the completion of View.animate loops (runs later, from the clock)
-- expect: error "limit exceeded"
local v = View{}
window:addSubview(v)
View.animate(0.5, function() v.alpha = 0 end, function() while true do end end)
