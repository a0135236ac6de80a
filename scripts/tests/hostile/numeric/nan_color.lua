-- attack: Color(NaN, 0, 0) as a background
-- expect: error ""
local v = View{}
v.backgroundColor = Color(0/0, 0, 0)
