-- attack: a plain table given as a Point whose __index loops: the host must read it raw (or stop the loop)
-- expect: error ""
local v = View{}
v.center = setmetatable({}, {__index = function() while true do end end})
