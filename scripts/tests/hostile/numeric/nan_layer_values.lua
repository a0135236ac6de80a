-- attack: layer.zPosition, shadowRadius and borderWidth NaN
-- expect: error ""
local v = View{}
v.layer.zPosition = 0/0
