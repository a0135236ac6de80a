-- tasks_spec.lua — task(fn), wait(seconds), handle:await() and await(fn): straight-line scripts
-- that the engine resumes at the clock time the awaited thing happens (docs/time.md, "Tasks").
describe("tasks", function()
  it("run at once until they wait, and resume at the awaited time", function()
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
    expect(t.status):toBe("waiting")
    expect(log):toEqual({"0.000 start"})
    clock.advance(0.5)
    expect(log[2]):toBe("0.500 after wait")
    expect(t.status):toBe("waiting")
    clock.advance(1)
    expect(log[3]):toBe("1.500 animation finished=true")
    expect(t.status):toBe("done")
  end)

  it("get false from await when the animation is replaced, at the replacement's turn", function()
    local fade = View{}
    local got
    task(function() got = View.animate(1, function() fade.alpha = 0 end):await() end)
    View.animate(0.2, function() fade.alpha = 1 end)
    clock.advance(0)
    expect(got):toBe(false)
    clock.runUntilIdle()
  end)

  it("return at once from a finished handle; wait(0) is one run-loop turn at the same time", function()
    local fade = View{}
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
    expect(table.concat(order, ", ")):toBe("a true, b, c at 0.0")
  end)

  it("resume in time order, ties in the order they started waiting", function()
    local seen = {}
    for i = 1, 3 do task(function() wait(0.1 * (4 - i)) seen[#seen + 1] = i end) end
    task(function() wait(0.1) seen[#seen + 1] = 4 end)
    clock.advance(1)
    expect(table.concat(seen)):toBe("3421")
  end)

  it("can be cancelled while waiting: never resumed, to-be-closed variables run", function()
    local closed, resumed = false, false
    local waiting = task(function()
      local guard <close> = setmetatable({}, {__close = function() closed = true end})  -- luacheck: ignore 211 (closed on exit)
      wait(1)
      resumed = true
    end)
    expect(waiting:cancel()):toBe(true)
    expect(waiting.status):toBe("cancelled")
    expect(closed):toBe(true)
    expect(waiting:cancel()):toBe(false)
    clock.advance(2)
    expect(resumed):toBe(false)
  end)

  -- coroutine.close returns what a __close raised: cancel raises it, at its own line
  it("raises from cancel what a to-be-closed variable's __close raised, the task cancelled", function()
    local failing = task(function()
      local guard <close> = setmetatable({}, {__close = function() error("close failed") end})  -- luacheck: ignore 211
      wait(1)
    end)
    expect(function() failing:cancel() end):toThrow("tasks_spec.lua:76: close failed")
    expect(failing.status):toBe("cancelled")
    expect(failing:cancel()):toBe(false)
    local waits = task(function()
      local guard <close> = setmetatable({}, {__close = function() wait(1) end})  -- luacheck: ignore 211
      wait(1)
    end)
    expect(function() waits:cancel() end):toThrow("tasks_spec.lua:83: wait cannot suspend the task started at scripts/spec/tasks_spec.lua:82 while task:cancel() closes it")
    expect(waits.status):toBe("cancelled")
    expect(clock.pendingCount):toBe(0)
  end)

  it("refuse to suspend outside a task or inside an engine callback", function()
    local h = View.animate(0, function() end)
    expect(function() wait(1) end)
      :toThrow("wait must be called inside a task: task(function() … wait(1) … end)")
    expect(function() h:await() end)
      :toThrow("await must be called inside a task: task(function() … handle:await() … end)")
    local inner
    task(function()
      View.animate(1, function() inner = select(2, pcall(wait, 1)) end)
    end)
    expect(inner):toMatch("wait cannot suspend the task from inside a callback the engine runs")
    clock.runUntilIdle()
  end)

  it("cannot cancel themselves while running", function()
    local me, message
    me = task(function()
      wait(0)
      local _, e = pcall(me.cancel, me)
      message = e
    end)
    clock.advance(0)
    expect(message):toMatch("cannot cancel the task started at")
    expect(message):toMatch("while it runs")
    expect(me.status):toBe("done")
  end)

  -- The timeline's lines about animation #id's end and completion.
  local function about(id)
    local lines = {}
    for _, line in ipairs(timeline()) do
      if line:find(" end #" .. id .. " ", 1, true) or line:find(" completion #" .. id .. " ", 1, true) then
        lines[#lines + 1] = line
      end
    end
    return lines
  end

  it("record the awaited block's completion on the timeline, as a completion block", function()
    local v = View{}
    task(function() View.animate(0.5, function() v.alpha = 0 end):await() end)
    clock.runUntilIdle()
    expect(about(1)):toEqual({"0.500000 end #1 finished=true", "0.500000 completion #1 finished=true"})
  end)

  it("record one completion for a block with a completion and awaiting tasks", function()
    local v = View{}
    local order = {}
    local h = View.animate(0.5, function() v.alpha = 0 end, function() order[#order + 1] = "completion" end)
    for i = 1, 2 do task(function() h:await() order[#order + 1] = "task " .. i end) end
    clock.runUntilIdle()
    expect(about(1)):toEqual({"0.500000 end #1 finished=true", "0.500000 completion #1 finished=true"})
    expect(table.concat(order, ", ")):toBe("completion, task 1, task 2")
  end)

  it("record nothing for an await on a handle that had completed, nor for a cancelled task", function()
    local v = View{}
    local done = View.animate(0, function() v.alpha = 0 end)
    clock.advance(0)
    task(function() expect(done:await()):toBe(true) end)
    local cancelled = task(function() View.animate(0.5, function() v.alpha = 1 end):await() end)
    expect(cancelled:cancel()):toBe(true)
    clock.runUntilIdle()
    expect(about(1)):toEqual({"0.000000 end #1 finished=true"})
    expect(about(2)):toEqual({"0.500000 end #2 finished=true"})
  end)

  it("await(fn) a completion-taking call: resumes when the call's completion calls done", function()
    local home = ViewController{name = "home"}
    window.rootViewController = home
    local log = {}
    task(function()
      local got = table.pack(await(function(done) home:present(ViewController{name = "next"}, false, done) end))
      log[#log + 1] = ("resumed at %s with %d values, after %s"):format(clock.now, got.n, timeline()[#timeline()])
      local finished = await(function(done) View.animate(0.25, function() home.view.alpha = 0 end, done) end)
      log[#log + 1] = ("resumed at %s with %s"):format(clock.now, finished)
    end)
    expect(#log):toBe(0)
    clock.runUntilIdle()
    expect(log):toEqual({
      "resumed at 0.0 with 0 values, after 0.000000 present #1 completed",
      "resumed at 0.25 with true",
    })
    expect(about(1)):toEqual({"0.250000 end #1 finished=true", "0.250000 completion #1 finished=true"})
  end)

  it("await(fn) returns done's values, nils counted, at once when fn calls done itself", function()
    local got
    task(function() got = table.pack(await(function(done) done(1, nil, "three", nil) end)) end)
    expect(got.n):toBe(4)
    expect(got[1]):toBe(1)
    expect(got[2]):toBe(nil)
    expect(got[3]):toBe("three")
  end)

  it("await(fn): done after the task was cancelled does nothing", function()
    local later, resumed
    local t = task(function() await(function(done) later = done end) resumed = true end)
    expect(clock.pendingCount):toBe(1)
    expect(t:cancel()):toBe(true)
    later("ignored")
    expect(resumed):toBe(nil)
    expect(clock.pendingCount):toBe(0)
  end)

  it("await(fn) errors name the script's line", function()
    expect(function() await(function() end) end)
      :toThrow("await must be called inside a task: task(function() … await(function(done) … end) … end)")
    local messages = {}
    local function try(fn) task(function() messages[#messages + 1] = select(2, pcall(fn)) end) end
    try(function() return await("present") end)
    try(function() return await(function() error("in fn") end) end)
    try(function() return await(function(done) done() done() end) end)
    expect(messages[1]):toMatch("tasks_spec%.lua:201: bad argument #1 to 'await' %(function expected, got string%)$")
    expect(messages[2]):toMatch("tasks_spec%.lua:202: in fn$")
    expect(messages[3]):toMatch("tasks_spec%.lua:203: done of the await at .*tasks_spec%.lua:203 was called a second time$")
  end)
end)
