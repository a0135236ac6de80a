-- attack: a __len that loops, called by the # operator inside ipairs-like host code
-- expect: error "limit exceeded"
local t = setmetatable({}, {__len = function() while true do end end})
print(#t)
