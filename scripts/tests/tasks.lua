-- tasks.lua — plain asserts on task(fn), wait(seconds) and handle:await(). Run by
-- TransitLuaTests in a fresh stage (60 fps).

local function fails(f, text)
  local ok, e = pcall(f)
  assert(not ok, "expected an error containing " .. text)
  assert(tostring(e):find(text, 1, true), "error was: " .. tostring(e))
end

-- A task runs at once until it first waits; the engine resumes it at the awaited time.
local log = {}
local function note(s) log[#log + 1] = ("%.3f %s"):format(clock.now, s) end
local t = task(function()
  note("start")
  wait(0.5)
  note("after wait")
  local v = View{frame = Rect(0, 0, 10, 10)}
  local finished = View.animate(1, function() v.alpha = 0 end):await()
  note("animation finished=" .. tostring(finished))
end)
assert(t.status == "waiting" and log[1] == "0.000 start")
clock.advance(0.5)
assert(log[2] == "0.500 after wait" and t.status == "waiting")
clock.advance(1)
assert(log[3] == "1.500 animation finished=true" and t.status == "done")

-- A replaced animation resumes its awaiting task with false, at the replacement's turn.
local fade = View{}
local got
task(function()
  got = View.animate(1, function() fade.alpha = 0 end):await()
end)
View.animate(0.2, function() fade.alpha = 1 end)
clock.advance(0)
assert(got == false)

-- Awaiting a finished handle returns at once; wait(0) is one run-loop turn, same time.
local order = {}
local h = View.animate(0, function() fade.alpha = 0.5 end)
clock.advance(0)
task(function()
  order[#order + 1] = "a " .. tostring(h:await())
  wait(0)
  order[#order + 1] = "c at " .. clock.now
end)
order[#order + 1] = "b"
clock.advance(0)
assert(table.concat(order, ", ") == "a true, b, c at 1.5", table.concat(order, ", "))

-- Tasks resume in time order; ties in the order they started waiting.
local seen = {}
for i = 1, 3 do task(function() wait(0.1 * (4 - i)) seen[#seen + 1] = i end) end
task(function() wait(0.1) seen[#seen + 1] = 4 end)
clock.advance(1)
assert(table.concat(seen, "") == "3421", table.concat(seen, ""))

-- Cancelling a waiting task: it never resumes; its to-be-closed variables run.
local closed, resumed = false, false
local waiting = task(function()
  local guard <close> = setmetatable({}, {__close = function() closed = true end})
  wait(1)
  resumed = true
end)
assert(waiting:cancel() == true and waiting.status == "cancelled" and closed)
assert(waiting:cancel() == false)
clock.advance(2)
assert(not resumed)

-- Misuse: outside a task, inside a callback, cancelling itself.
fails(function() wait(1) end, "wait must be called inside a task: task(function() … wait(1) … end)")
fails(function() h:await() end, "await must be called inside a task: task(function() … handle:await() … end)")
local inner
task(function()
  View.animate(1, function() inner = select(2, pcall(wait, 1)) end)
end)
assert(inner:find("wait cannot suspend the task from inside a callback the engine runs", 1, true), inner)
local me
me = task(function()
  wait(0)
  local ok, e = pcall(me.cancel, me)
  assert(not ok and e:find("cannot cancel the task started at", 1, true) and e:find("while it runs", 1, true))
end)
clock.advance(0)
assert(me.status == "done")

print("tasks.lua: ok")
