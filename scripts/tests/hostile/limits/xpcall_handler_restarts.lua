-- attack: the message handler catches the limit error and starts looping again
-- expect: error "limit exceeded"
local function forever() while true do end end
while true do xpcall(forever, forever) end
