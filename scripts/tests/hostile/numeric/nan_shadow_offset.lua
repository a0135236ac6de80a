-- attack: layer.shadowOffset with an infinite height
-- expect: error ""
local v = View{}
v.layer.shadowOffset = Size(0, 1/0)
