-- attack: addSubview of the view itself
-- expect: error ""
local v = View{}
v:addSubview(v)
