-- attack: layoutSubviews yields (layout forced inside a coroutine)
-- expect: error "yield"
local v = View{frame = Rect(0, 0, 100, 100)}
v.layoutSubviews = function() coroutine.yield() end
window:addSubview(v)
coroutine.wrap(function() v:setNeedsLayout(); v:layoutIfNeeded() end)()
