-- attack: cornerRadius = -inf
-- expect: error ""
local v = View{}
v.cornerRadius = -1/0
