-- attack: a tap gesture action that loops
-- expect: error "limit exceeded"
local v = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
v:addGestureRecognizer(TapGestureRecognizer(function() while true do end end))
window:tap(10, 10)
