-- attack: an error in a tap action
-- expect: error "tap failed"
local v = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
v:addGestureRecognizer(TapGestureRecognizer(function() error("tap failed") end))
window:tap(10, 10)
