-- tasks_spec.lua — task(fn), wait(seconds) and handle:await(): straight-line scripts that the
-- engine resumes at the clock time the awaited thing happens (docs/time.md, "Tasks").
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
      local guard <close> = setmetatable({}, {__close = function() closed = true end})
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
      local ok, e = pcall(me.cancel, me)
      message = e
    end)
    clock.advance(0)
    expect(message):toMatch("cannot cancel the task started at")
    expect(message):toMatch("while it runs")
    expect(me.status):toBe("done")
  end)
end)
