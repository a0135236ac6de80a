-- attack: Transform.rotation(NaN) and Transform.scale(inf)
-- expect: error ""
local v = View{}
v.transform = Transform.rotation(0/0)
