-- attack: a Touch moved after it was lifted
-- expect: error ""
local v = View{frame = Rect(0, 0, 300, 300)}
window:addSubview(v)
v:addGestureRecognizer(PanGestureRecognizer(function() end))
local t = window:touch(Point(10, 10))
t:lift()
clock.runUntilIdle()
t:move(Point(50, 50), 0.1)
clock.runUntilIdle()
