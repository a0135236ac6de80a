-- attack: a tap action yields (a tap made inside a coroutine)
-- expect: error "yield"
local v = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
v:addGestureRecognizer(TapGestureRecognizer(function() coroutine.yield() end))
coroutine.wrap(function() window:tap(10, 10) end)()
