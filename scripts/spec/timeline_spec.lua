-- timeline_spec.lua — Timeline{…} from Lua: GSAP's position parameter
-- (gsap.com/resources/position-parameter), its stagger/distribute rules
-- (gsap.com/docs/v3/GSAP/UtilityMethods/distribute()) and Core Animation's repeat counting,
-- every number worked out by hand. Linear curves, so a value is where the time is.
local function box(name)
  local v = View{frame = Rect(0, 0, 10, 10), name = name}
  window:addSubview(v)
  return v
end

describe("placing children", function()
  it("follows GSAP's position parameter", function()
    local a = box("a")
    local tl = Timeline{paused = true, defaults = {curve = "linear"}}
    tl:to(a, {alpha = 0.9, duration = 1})                 -- [0, 1]
      :to(a, {alpha = 0.8, duration = 1}, "+=0.5")        -- [1.5, 2.5]
      :to(a, {alpha = 0.7, duration = 0.5}, "-=1")        -- [1.5, 2]
      :to(a, {alpha = 0.6, duration = 0.25}, "<")         -- [1.5, 1.75]
      :to(a, {alpha = 0.5, duration = 1}, ">0.1")         -- [1.85, 2.85]
      :addLabel("mid", 1)
      :to(a, {alpha = 0.4, duration = 0.1}, "mid+=0.3")   -- [1.3, 1.4]
      :to(a, {alpha = 0.3, duration = 0.5}, "later")      -- "later" made at 2.85 → [2.85, 3.35]
    expect(tl.duration):toBeCloseTo(3.35, 1e-12)
    -- at 1.35 the tween that started last (1.3) shows: 0.9 → 0.4 halfway
    tl:seek(1.35)
    expect(a.presentation.alpha):toBeCloseTo(0.65, 1e-9)
    tl:seek("later")
    expect(tl.time):toBeCloseTo(2.85, 1e-12)
  end)
end)

describe("stagger", function()
  local function row(n)
    local vs = {}
    for i = 1, n do vs[i] = box("v" .. i) end
    return vs
  end

  -- each target's start, read back: alpha 1 → 0 over 1 s linear, so 1 − alpha at time t is
  -- t − delay while it runs
  local function delays(vs, tl, t)
    tl:seek(t)
    local out = {}
    for i, v in ipairs(vs) do out[i] = t - (1 - v.presentation.alpha) end
    return out
  end

  local cases = {
    {"each from the start", {each = 0.1}, 5, {0, 0.1, 0.2, 0.3, 0.4}},
    {"from the end", {each = 0.1, from = "end"}, 5, {0.4, 0.3, 0.2, 0.1, 0}},
    {"from the centre", {each = 0.1, from = "center"}, 5, {0.4, 0.2, 0, 0.2, 0.4}},
    {"edges first", {each = 0.1, from = "edges"}, 5, {0, 0.2, 0.4, 0.2, 0}},
    {"from target 2 (Lua's index)", {each = 0.1, from = 2}, 4, {0.15, 0, 0.15, 0.3}},
    {"amount wins over each", {each = 1, amount = 0.2}, 3, {0, 0.1, 0.2}},
    {"a grid along x", {each = 0.1, grid = {2, 3}, axis = "x"}, 6, {0, 0.15, 0.3, 0, 0.15, 0.3}},
  }
  for _, case in ipairs(cases) do
    it(case[1], function()
      local vs = row(case[3])
      local tl = Timeline{paused = true}
      tl:to(vs, {alpha = 0, duration = 1, curve = "linear", stagger = case[2]})
      local got = delays(vs, tl, 0.5)
      for i, want in ipairs(case[4]) do expect(got[i]):toBeCloseTo(want, 1e-9) end
    end)
  end
end)

describe("playing", function()
  it("counts plays as Core Animation does, each autoreversed play there and back", function()
    local a = box("a")
    local tl = Timeline{repeatCount = 2, autoreverses = true, repeatDelay = 0.5}
    tl:to(a, {alpha = 0, duration = 1, curve = "linear"})
    expect(tl.totalDuration):toBeCloseTo(4 * 1 + 3 * 0.5, 1e-12)
    clock.advance(1.75)                                   -- second iteration, backwards, 0.25 in
    expect(tl.time):toBeCloseTo(0.75, 1e-9)
    expect(a.presentation.alpha):toBeCloseTo(0.25, 1e-9)
  end)

  it("awaits its end in a task", function()
    local a = box("a")
    local tl = Timeline{}
    tl:to(a, {alpha = 0, duration = 0.3})
    local resumed
    task(function() resumed = {tl:await(), clock.now} end)
    clock.runUntilIdle()
    expect(resumed):toEqual({true, 0.3})
  end)
end)

describe("an autoreversed timeline's turn", function()
  -- The call at the end of the forward play is also the start of the backward one: both
  -- iterations list it at the same instant. It runs once, whether the playhead plays through
  -- the turn or a seek with events passes it (the seek ran it twice).
  local function counted()
    local tl = Timeline{paused = true, autoreverses = true}
    local runs = {}
    tl:call(function() runs[#runs + 1] = clock.now end, 1)
    return tl, runs
  end

  it("runs a call there once when sought through", function()
    local tl, runs = counted()
    tl:seek(tl.totalDuration, false)
    expect(#runs):toBe(1)
  end)

  it("runs a call there once when played through", function()
    local tl, runs = counted()
    tl:play()
    clock.advance(3)
    expect(runs):toEqual({1})
  end)
end)
