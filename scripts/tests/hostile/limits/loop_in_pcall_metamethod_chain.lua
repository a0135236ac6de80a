-- attack: pcall of a metamethod chain: __index calling __call calling a loop
-- expect: error "limit exceeded"
local callee = setmetatable({}, {__call = function() while true do end end})
local t = setmetatable({}, {__index = function() return callee() end})
while true do pcall(function() return t.x end) end
