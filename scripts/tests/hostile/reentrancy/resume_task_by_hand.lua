-- attack: a task's coroutine taken with coroutine.running() and resumed by hand, under pcall
-- and through coroutine.wrap: each is refused, and the task still wakes once, when its wait ends
-- expect: ok "^refused\trefused\nwoke\t1\.0\n$"
local co
local woke = 0
task(function()
  co = coroutine.running()
  wait(1)
  woke = woke + 1
  print("woke", clock.now)
end)
local direct = select(2, pcall(function() coroutine.resume(co) end))
local wrapped = select(2, pcall(coroutine.wrap(function() coroutine.resume(co) end)))
print(direct:find("cannot take a task's coroutine", 1, true) and "refused" or direct,
      wrapped:find("cannot take a task's coroutine", 1, true) and "refused" or wrapped)
clock.advance(3)
assert(woke == 1)
