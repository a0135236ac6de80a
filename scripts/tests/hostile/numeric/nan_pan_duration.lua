-- attack: window:pan with a NaN duration
-- expect: error ""
local v = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
v:addGestureRecognizer(PanGestureRecognizer(function() end))
window:pan{from = Point(1, 1), to = Point(50, 50), duration = 0/0}
