-- attack: suspended coroutines, each with a deep stack, accumulated
-- expect: error "not enough memory"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local t = {}
local function deep(n) if n == 0 then coroutine.yield() else return deep(n - 1) end end
while true do
  local co = coroutine.create(deep)
  coroutine.resume(co, 150)
  t[#t + 1] = co
end
