-- finite_range_spec.lua — finite values near ±1e308 animate to finite presentations
-- (docs/animation.md, "Values near Double's limit"): a replaced value runs from its start
-- to its end where `to − from` overflows, and a spring's overshoot past the range holds at
-- the largest finite number.
local MAX = 1.7976931348623157e308

-- A view with its replaced numbers at `far` (alpha, cornerRadius, a colour's red, zPosition,
-- the shadow's offset).
local function replaced(v, far)
  v.alpha = far; v.cornerRadius = far; v.backgroundColor = Color(far, 0, 0, 1)
  v.layer.zPosition = far; v.layer.shadowOffset = Size(far, -far)
end

local function shown(v)
  local p = v.presentation
  return {p.alpha, p.cornerRadius, p.backgroundColor.r, p.layer.zPosition,
          p.layer.shadowOffset.width, p.layer.shadowOffset.height}
end

describe("replaced values across Double's range", function()
  it("run from the start to the end, 0 half-way through a linear run", function()
    local v = View{frame = Rect(0, 0, 10, 10)}
    window:addSubview(v)
    replaced(v, 1e308)
    View.animate{duration = 1, curve = "linear", animations = function() replaced(v, -1e308) end}
    -- the start was NaN (inf · 0): reading the shadow's offset raised 'must be finite'
    expect(shown(v)):toEqual({1e308, 1e308, 1e308, 1e308, 1e308, -1e308})
    clock.advance(0.5)
    expect(shown(v)):toEqual({0, 0, 0, 0, 0, 0})                -- was -inf
    clock.advance(0.25)
    expect(shown(v)):toEqual({-5e307, -5e307, -5e307, -5e307, -5e307, 5e307})
  end)

  it("in a timeline's tween and an animator scrubbed half-way", function()
    local a, b = View{frame = Rect(0, 0, 10, 10)}, View{frame = Rect(0, 0, 10, 10)}
    window:addSubview(a); window:addSubview(b)
    a.alpha = 1e308; b.alpha = 1e308
    Timeline{}:to(a, {alpha = -1e308, duration = 1, curve = "linear"})
    local animator = PropertyAnimator{duration = 1, curve = "linear",
                                      animations = function() b.alpha = -1e308 end}
    animator:pauseAnimation()
    animator.fractionComplete = 0.5
    clock.advance(0.5)
    expect({a.presentation.alpha, b.presentation.alpha}):toEqual({0, 0})
    animator:stopAnimation(true)
    clock.runUntilIdle()
  end)
end)

describe("a spring's overshoot past Double's range", function()
  it("holds at the largest finite number, additive and replaced values alike", function()
    local v, w = View{frame = Rect(0, 0, 10, 10)}, View{frame = Rect(0, 0, 10, 10)}
    window:addSubview(v); window:addSubview(w)
    v.center = Point(-1e308, 0); v.alpha = -1e308; w.transform = Transform.translation(-1e308, 0)
    View.animate{duration = 1, dampingRatio = 0.2, animations = function()
      v.center = Point(1.7e308, 0); v.alpha = 1.7e308; w.transform = Transform.translation(1.7e308, 0)
    end}
    local held = 0
    for _ = 1, 19 do
      clock.advance(0.05)
      local values = {v.presentation.center.x, v.presentation.alpha, w.presentation.transform.tx}
      for _, x in ipairs(values) do expect(x == x and x <= MAX):toBe(true) end   -- was inf
      if values[1] == MAX then
        expect(values):toEqual({MAX, MAX, MAX})
        held = held + 1
      end
    end
    expect(held > 0):toBe(true)
  end)
end)
