-- attack: an __lt metamethod that loops, reached from table.sort (a C function)
-- expect: error "limit exceeded"
local mt = {__lt = function() while true do end end}
local t = {}
for i = 1, 10 do t[i] = setmetatable({}, mt) end
table.sort(t)
