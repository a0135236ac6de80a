-- attack: a singular (zero-scale) transform, then convert and tap through it
-- expect: any ""
local v = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
v.transform = Transform.scale(0, 0)
local c = View{frame = Rect(10, 10, 10, 10)}
v:addSubview(c)
print(c:convert(Point(1, 1), {from = window}))
print(window:tap(50, 50))
