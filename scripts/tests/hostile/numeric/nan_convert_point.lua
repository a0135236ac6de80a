-- attack: convert(Point(NaN, NaN)) between views
-- expect: error ""
local v = View{frame = Rect(0, 0, 10, 10)}
window:addSubview(v)
print(v:convert(Point(0/0, 0/0), {to = window}))
