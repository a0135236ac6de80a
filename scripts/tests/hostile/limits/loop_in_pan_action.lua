-- attack: a pan gesture action that loops on "changed"
-- expect: error "limit exceeded"
local v = View{frame = Rect(0, 0, 300, 300)}
window:addSubview(v)
v:addGestureRecognizer(PanGestureRecognizer(function(g) if g.state == "changed" then while true do end end end))
window:pan{from = Point(10, 10), to = Point(200, 200), duration = 0.5}
clock.advance(1)
