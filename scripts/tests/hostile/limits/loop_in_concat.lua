-- attack: a __concat metamethod that loops, reached from table.concat-like code
-- expect: error "limit exceeded"
local x = setmetatable({}, {__concat = function() while true do end end})
print("a" .. x)
