-- attack: an error in a pan action on a later frame
-- expect: error "pan failed"
local v = View{frame = Rect(0, 0, 300, 300)}
window:addSubview(v)
v:addGestureRecognizer(PanGestureRecognizer(function(g) if g.state == "ended" then error("pan failed") end end))
window:pan{from = Point(10, 10), to = Point(200, 200), duration = 0.3}
