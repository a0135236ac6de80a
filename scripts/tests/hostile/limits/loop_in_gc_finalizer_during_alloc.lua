-- attack: a looping __gc finalizer triggered by the incremental collector during allocation
-- expect: error "limit exceeded"
for i = 1, 100 do setmetatable({}, {__gc = function() while true do end end}) end
local t = {}
for i = 1, 1e7 do t[i % 1000] = {i} end
