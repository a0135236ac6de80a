-- attack: a __tostring that calls tostring on itself
-- expect: error "stack overflow"
local t
t = setmetatable({}, {__tostring = function(s) return tostring(s) end})
print(tostring(t))
