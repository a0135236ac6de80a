-- attack: a table whose __index reads a host object's field that holds that same table: recursion through the host's getter
-- expect: error "stack overflow"
local v = View{}
local t = setmetatable({}, {__index = function(_, k) return v.proxy[k] end})
v.proxy = t
print(t.anything)
