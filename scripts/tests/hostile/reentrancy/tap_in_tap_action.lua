-- attack: window:tap from within a tap action, without bound
-- expect: error "stack overflow|limit"
local v = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
v:addGestureRecognizer(TapGestureRecognizer(function() window:tap(10, 10) end))
window:tap(10, 10)
