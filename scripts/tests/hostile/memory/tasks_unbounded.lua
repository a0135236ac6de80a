-- attack: tasks that all wait forever, created without bound
-- expect: error "not enough memory|too many objects|limit exceeded"
local i = 0
while true do i = i + 1; task(function() wait(1e6) end) end
