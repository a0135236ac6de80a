-- attack: a second finger on the same pan recognizer
-- expect: error ""
local v = View{frame = Rect(0, 0, 300, 300)}
window:addSubview(v)
v:addGestureRecognizer(PanGestureRecognizer(function() end))
window:touch(Point(10, 10))
window:touch(Point(20, 20))
