-- Differential: coroutines behave as in stock Lua 5.4 (resume/yield values, status, wrap,
-- errors inside, close, yield across pcall).
local function gen(n)
  return coroutine.wrap(function()
    for i = 1, n do coroutine.yield(i, i * i) end
    return "done"
  end)
end
local g = gen(3)
for _ = 1, 4 do print(g()) end

local co = coroutine.create(function(a, b)
  print("start", a, b)
  local c = coroutine.yield(a + b)
  print("got", c)
  local d, e = coroutine.yield(c * 2)
  return d + e
end)
print(coroutine.resume(co, 1, 2))
print(coroutine.status(co))
print(coroutine.resume(co, 10))
print(coroutine.resume(co, 3, 4))
print(coroutine.status(co), coroutine.resume(co))

local bad = coroutine.create(function() error("inside") end)
print(coroutine.resume(bad))
print(coroutine.status(bad))

local across = coroutine.wrap(function()
  local ok, v = pcall(function() return coroutine.yield("from pcall") end)
  print("pcall returned", ok, v)
  return "end"
end)
print(across())
print(across("resumed"))

local closable = coroutine.create(function() coroutine.yield() end)
coroutine.resume(closable)
print(coroutine.close(closable), coroutine.status(closable))
print(coroutine.isyieldable(), coroutine.running() ~= nil)
