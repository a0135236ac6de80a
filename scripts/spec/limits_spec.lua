-- limits_spec.lua — script numbers past the engine's limits (docs/time.md "Limits") and
-- trees deeper than a dump shows: each was a trap or a crash, each is now an error naming
-- the script's line.
describe("time limits", function()
  it("refuse times past 1e9 seconds, with the line", function()
    expect(function() clock.advance(8e12) end)
      :toThrow("limits_spec.lua:6: advance must be at most 1000000000 seconds (got 8000000000000)")
    expect(function() View.animate(1e10, function() end) end)
      :toThrow("limits_spec.lua:8: animation duration must be at most 1000000000 seconds (got 10000000000)")
    local failure
    task(function() failure = select(2, pcall(wait, 2e9)) end)
    expect(failure):toContain("limits_spec.lua:11: ")
    expect(failure):toContain("must be at most 1000000000 seconds (got 2000000000)")
    clock.advance(1e9)                                 -- the longest a clock runs: fine
    expect(clock.frame):toBe(60e9)
    expect(function() clock.step() end)
      :toThrow("limits_spec.lua:16: step(1) would move the clock past 1000000000 seconds")
  end)

  it("refuse at() past the clock's range", function()
    local v = View{}
    window:addSubview(v)
    View.animate(1, function() v.alpha = 0 end)
    expect(function() at(1e300) end)
      :toThrow("limits_spec.lua:24: at(1e+300) is past 1000000000 seconds, the longest a clock runs")
    at(1)
    expect(v.presentation.alpha):toBe(0)
  end)
end)

describe("deep trees", function()
  it("are snapshots only up to 1000 levels", function()
    local v = View{name = "top"}
    local top = v
    for _ = 1, 15000 do
      local c = View{}
      v:addSubview(c)
      v = c
    end
    expect(function() expect(top):toMatchSnapshot() end)
      :toThrow("limits_spec.lua:40: cannot dump top: its tree is 15000 levels deep, and a dump shows at most 1000")
  end)
end)
