-- attack: full collections of a heap of 200,000 tables in a loop: each collectgarbage() is
-- one C call that marks the whole heap, the hook runs only between them; the time limit
-- counts that CPU and stops the loop at its line
-- expect: error "collect_big_heap_loop\.lua:8: time limit exceeded"
-- args: --time 0.3 --instructions 0
local t = {}
for i = 1, 200000 do t[i] = {i} end
while true do collectgarbage() end
