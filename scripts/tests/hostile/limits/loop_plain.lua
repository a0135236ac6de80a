-- attack: an infinite loop in the main chunk
-- expect: error "limit exceeded"
local n = 0
while true do n = n + 1 end
