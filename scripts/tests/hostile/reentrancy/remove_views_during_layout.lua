-- attack: layoutSubviews removes its siblings and superview while the pass iterates
-- expect: any ""
local parent = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(parent)
local kids = {}
for i = 1, 10 do
  local k = View{frame = Rect(0, 0, 10, 10)}
  k.layoutSubviews = function(self)
    for _, o in ipairs(kids) do o:removeFromSuperview() end
    parent:removeFromSuperview()
  end
  parent:addSubview(k); k:setNeedsLayout(); kids[i] = k
end
parent:setNeedsLayout()
window:layoutIfNeeded()
print("done")
