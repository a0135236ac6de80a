-- attack: a table of tables grown without bound
-- expect: error "not enough memory"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local t = {}
local i = 0
while true do i = i + 1; t[i] = {i, i, i} end
