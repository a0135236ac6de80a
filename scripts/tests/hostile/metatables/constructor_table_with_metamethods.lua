-- attack: a constructor table whose __index/__pairs loop (the host must read fixed keys only)
-- expect: error "limit exceeded"
local spec = setmetatable({}, {__index = function() while true do end end, __pairs = function() while true do end end})
View(spec)
