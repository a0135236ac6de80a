-- springing_spec.lua — Matt Neuburg's springing example (scripts/examples/outside/
-- springing.lua): the view v, frame (42, 151, 194, 114), centre (139, 208), drops 100 points
-- when the button (42, 20, 52, 30) is tapped. Numbers, computed here from the Swift and the
-- rules UIKit's spring is read by (docs/animation.md, "UIKit's usingSpringWithDamping"):
--   * UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.7,
--     initialSpringVelocity: 20): Apple — "a value of 1 corresponds to the total animation
--     distance traversed in one second", so the view leaves at 20 × 100 = 2,000 pt/s;
--   * the spring is mass 1, ζ = 0.7, and the ω₀ whose envelope A·e^(−ζω₀t) falls to 1/1200
--     of the distance at 0.8 s, A = √(1 + ((ζω₀ − v₀)/ω_d)²), v₀ = 20: ω₀ = 13.3803 (bisection,
--     python3 and spec/support/uikit.lua apart from the engine); the distance left is
--     x(t) = e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t), ω_d = ω₀·√(1 − ζ²), and
--     centre.y = 208 + 100·(1 − x(t)):
--       t = 0.05 s: 284.440   t = 0.1 s: 320.998   t = 0.2 s: 329.243   t = 0.4 s: 308.182
--     — at 0.2 s the velocity has carried it 21 points past its rest.
local Springing = require "examples.outside.springing"
local UIKit = require "spec.support.uikit"

describe("Neuburg's springing, ported", function()
  local vc

  before_each(function()
    vc = Springing.ViewController()
    window.rootViewController = vc
    clock.advance(0)
  end)

  it("drops the view 100 points on a spring that leaves at 2,000 points per second", function()
    expect(vc.v.center):toEqual(Point(139, 208))
    window:tap(60, 30)                                      -- the button
    local start = clock.now
    expect(vc.v.center):toEqual(Point(139, 308))            -- the model: the block's value
    local expected = {[0.05] = 284.440, [0.1] = 320.998, [0.2] = 329.243, [0.4] = 308.182}
    for _, t in ipairs{0.05, 0.1, 0.2, 0.4} do
      clock.advance(start + t - clock.now)
      local y = vc.v.presentation.center.y
      expect(y):toBeCloseTo(208 + 100 * UIKit.springWithDamping(0.8, 0.7, 20, t), 1e-6)
      expect(y):toBeCloseTo(expected[t], 1e-3)
      expect(vc.v.presentation.center.x):toBe(139)
    end
    clock.advance(start + 0.8 - clock.now)
    expect(vc.v.presentation.center):toEqual(Point(139, 308))
  end)
end)
