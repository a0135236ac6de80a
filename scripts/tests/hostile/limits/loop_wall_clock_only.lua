-- attack: an infinite loop with the instruction budget off: only the wall clock stops it
-- expect: error "time limit exceeded"
-- args: --time 2 --memory 64 --instructions 0
local n = 0
while true do n = n + 1 end
