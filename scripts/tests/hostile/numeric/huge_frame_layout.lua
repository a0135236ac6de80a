-- attack: frames of 1e308 (finite, but their sums overflow to infinity)
-- expect: any ""
local v = View{frame = Rect(1e308, 1e308, 1e308, 1e308)}
window:addSubview(v)
local c = View{frame = Rect(1e308, 1e308, 1e308, 1e308)}
v:addSubview(c)
print(c:convert(Rect(1e308, 1e308, 1e308, 1e308), {to = window}))
print(window:tap(1, 1))
v:snapshotView()
