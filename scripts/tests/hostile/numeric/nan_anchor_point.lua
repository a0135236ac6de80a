-- attack: layer.anchorPoint NaN
-- expect: error ""
local v = View{frame = Rect(0, 0, 10, 10)}
v.layer.anchorPoint = Point(0/0, 0.5)
