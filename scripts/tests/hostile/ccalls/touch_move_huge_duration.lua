-- attack: Touch:move with a 1e9 s duration, then the clock runs it out
-- expect: error "limit exceeded|range|duration"
local v = View{frame = Rect(0, 0, 300, 300)}
window:addSubview(v)
v:addGestureRecognizer(PanGestureRecognizer(function() end))
local t = window:touch(Point(10, 10))
t:move(Point(200, 200), 1e9):lift()
clock.runUntilIdle()
