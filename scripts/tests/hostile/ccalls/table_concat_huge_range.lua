-- attack: table.concat over 2^40 indices of a table whose __index returns "" (a Lua function: the hook sees it)
-- expect: error "limit exceeded|too large"
local t = setmetatable({}, {__index = function() return "" end})
table.concat(t, "", 1, 2^40)
