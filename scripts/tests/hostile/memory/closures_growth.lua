-- attack: closures with upvalues accumulated without bound
-- expect: error "not enough memory"
local t = {}
local i = 0
while true do i = i + 1; local x = i; t[i] = function() return x end end
