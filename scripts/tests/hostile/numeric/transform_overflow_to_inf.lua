-- attack: finite transforms whose concatenation overflows to infinity, given to a view
-- expect: error ""
local t = Transform.scale(1e200, 1e200):concatenating(Transform.scale(1e200, 1e200))
local v = View{frame = Rect(0, 0, 10, 10)}
window:addSubview(v)
v.transform = t
print(v.frame)
