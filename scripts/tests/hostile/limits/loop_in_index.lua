-- attack: an __index metamethod that loops
-- expect: error "limit exceeded"
local t = setmetatable({}, {__index = function() while true do end end})
print(t.x)
