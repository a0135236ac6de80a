-- attack: unbounded Lua recursion
-- expect: error "stack overflow"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local function f(n) return 1 + f(n + 1) end
f(1)
