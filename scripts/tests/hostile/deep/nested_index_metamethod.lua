-- attack: an __index metamethod that indexes itself
-- expect: error "stack overflow"
local t = setmetatable({}, {__index = function(t, k) return t[k] end})
print(t.x)
