-- curve_function_errors_spec.lua — a Lua curve that fails is one error at its first frame,
-- naming the curve's line and the value (docs/animation.md, "Curves"), whether or not
-- anything reads the presentation.

describe("a curve function that fails", function()
  local v
  before_each(function()
    v = View{frame = Rect(0, 0, 10, 10), name = "v"}
    window:addSubview(v)
  end)

  -- the error names the animate call's line (here, always this one) and the value
  local function animate(curve) View.animate{duration = 1, curve = curve, animations = function() v.center = Point(105, 5) end} end

  -- a curve that returns `bad` once, from progress `from` on (then it is linear again, so
  -- the test's end, which runs the clock, passes)
  local function once(bad, from)
    local done = false
    return function(t)
      if not done and t >= from then done = true return bad end
      return t
    end
  end

  it("raises at the frame it returns NaN, from the clock call; time stops there", function()
    animate(once(0 / 0, 0))
    expect(function() clock.advance(0.1) end)
      :toThrow("curve_function_errors_spec.lua:13: the curve function must return a finite number within ±1000000, got nan (at t = 0)")
    expect(clock.now):toBe(0)
    clock.advance(0.1)                            -- the curve is fine again: time goes on
    expect(v.presentation.center.x):toBeCloseTo(15, 1e-9)
  end)

  it("names a huge value, and stops time at the first frame that returns it", function()
    animate(once(1e308, 0.5))
    expect(function() clock.runUntilIdle() end)
      :toThrow("curve_function_errors_spec.lua:13: the curve function must return a finite number within ±1000000, got 1e+308 (at t = 0.5)")
    expect(clock.now):toBe(0.5)
  end)

  it("raises from a presentation read between frames instead of showing a made-up value", function()
    animate(function(t) if t > 0.5 and t < 0.51 then return 1 / 0 end return t end)
    clock.advance(0.505)
    expect(function() return v.presentation.center end)
      :toThrow("curve_function_errors_spec.lua:13: the curve function must return a finite number within ±1000000, got inf (at t = 0.505)")
  end)

  it("lets a curve that overshoots within the limit run to its end", function()
    animate(function(t) return t * 3 - 2 * t * t end)   -- 1.125 at t = 0.75
    clock.advance(0.75)
    expect(v.presentation.center):toBeCloseTo(Point(117.5, 5), 1e-9)
    clock.runUntilIdle()
    expect(v.presentation.center):toEqual(Point(105, 5))
  end)
end)
