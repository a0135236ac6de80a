-- A task's coroutine resumed or closed by hand (stock coroutine.resume and coroutine.close,
-- which the module does not refuse): its wait is dropped, and a task that cannot be resumed
-- is an error naming the line that started it.
require "transit"
local co
local t = task(function()
  co = coroutine.running()
  wait(0.5)
  wait(0.5)
  print("task end at", clock.now)
end)
coroutine.resume(co)
print("pending", clock.pendingCount)
clock.advance(0.6)
print("status", t.status, "pending", clock.pendingCount)
print(pcall(clock.runUntilIdle))
local co2
local t2 = task(function() co2 = coroutine.running(); wait(0.5) end)
coroutine.close(co2)
print(pcall(clock.advance, 1))
print("status", t2.status, "pending", clock.pendingCount)
