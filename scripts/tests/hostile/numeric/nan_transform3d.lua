-- attack: Transform3D.rotation(NaN, 0, 0, 1) on a layer
-- expect: error ""
local v = View{}
v.layer.transform = Transform3D.rotation(0/0, 0, 0, 1)
