-- attack: the animations block of View.animate loops
-- expect: error "limit exceeded"
local v = View{}
window:addSubview(v)
View.animate(1, function() while true do v.alpha = 0 end end)
