-- attack: suspended coroutines, each with a deep stack, accumulated
-- expect: error "not enough memory"
local t = {}
local function deep(n) if n == 0 then coroutine.yield() else return deep(n - 1) end end
while true do
  local co = coroutine.create(deep)
  coroutine.resume(co, 150)
  t[#t + 1] = co
end
