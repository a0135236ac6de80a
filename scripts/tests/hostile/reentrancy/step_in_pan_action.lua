-- attack: clock.step inside the pan action that the clock drives
-- expect: any ""
local v = View{frame = Rect(0, 0, 300, 300)}
window:addSubview(v)
v:addGestureRecognizer(PanGestureRecognizer(function(g) clock.step(1) end))
window:pan{from = Point(10, 10), to = Point(200, 200), duration = 0.5}
clock.runUntilIdle()
