-- attack: a plain table given as a Rect whose __index raises
-- expect: error ""
local v = View{}
v.frame = setmetatable({}, {__index = function() error("field read failed") end})
