-- attack: an error value whose __gc loops, dropped after reporting
-- expect: error "limit exceeded|boom"
local e = setmetatable({}, {__gc = function() while true do end end, __tostring = function() return "boom" end})
error(e)
