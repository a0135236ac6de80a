-- attack: a layoutSubviews override that loops
-- expect: error "limit exceeded"
local v = View{frame = Rect(0, 0, 100, 100)}
v.layoutSubviews = function() while true do end end
window:addSubview(v)
v:setNeedsLayout()
v:layoutIfNeeded()
