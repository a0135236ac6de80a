-- attack: a Transform with NaN components
-- expect: error ""
local v = View{}
v.transform = Transform(1, 0, 0, 0/0, 0, 0)
