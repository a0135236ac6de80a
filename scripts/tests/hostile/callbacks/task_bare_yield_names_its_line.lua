-- attack: a task suspends with a bare coroutine.yield in a helper it calls (not wait or await): nothing would ever resume it. The error named only the line that started the task, not the yield's
-- expect: error "task_bare_yield_names_its_line\.lua:6: the task yielded with coroutine\.yield here.*\(in the task started at .*task_bare_yield_names_its_line\.lua:9\)"
local resumed = 0

local function pause()
  coroutine.yield("tick")           -- a helper written for a plain coroutine
end

task(function()
  wait(0.1)
  pause()
  resumed = resumed + 1
end)
clock.advance(1)
print("resumed", resumed)
