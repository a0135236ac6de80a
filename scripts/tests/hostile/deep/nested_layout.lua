-- attack: layoutSubviews that calls layoutIfNeeded on itself after setNeedsLayout
-- expect: error "stack overflow|loop"
local v = View{frame = Rect(0, 0, 10, 10)}
v.layoutSubviews = function(self) self:setNeedsLayout(); self:layoutIfNeeded() end
window:addSubview(v)
v:setNeedsLayout()
v:layoutIfNeeded()
