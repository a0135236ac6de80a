-- attack: an __eq metamethod that loops, reached from pcall
-- expect: error "limit exceeded"
local mt = {__eq = function() while true do end end}
local a, b = setmetatable({}, mt), setmetatable({}, mt)
while true do pcall(function() return a == b end) end
