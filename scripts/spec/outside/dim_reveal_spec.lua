-- dim_reveal_spec.lua — LinShiwei/CatchIdea's dim transitions (scripts/examples/outside/
-- dim_reveal.lua) on the default iPhone 15 (393 × 852): the info button's point (30, 42).
-- Numbers, computed here from the Swift and the rules of UIKit and Core Animation:
--   * maxDistanceToScreenCorner of (30, 42): the farthest corner is (393, 852), d = √(363² +
--     810²) = √787869 = 887.6198510624; the circle's bounds 2d = 1775.2397021248 wide, its
--     centre (30, 42), its corner radius d;
--   * the duration 0.8 × d / 852 = 0.8334458695 s;
--   * an animateKeyframes block without keyframes animates its change over the whole
--     duration, eased in and out as a whole (docs/animation.md, "Keyframes"); with two values
--     the cubic mode's Catmull-Rom segment (one-sided tangents p1 − p0 at both ends) is the
--     straight line, so both ways e = easeInOut(t / 0.8334458695);
--   * the transform interpolates by decomposition: the scale k0 + (1 − k0)·e presenting, from
--     k0 = 1 / 1775.2397 = 0.000563304211 to 1, and 1 − (1 − k0)·e dismissing; the circle's
--     radius on screen d × that scale, its frame centred on (30, 42);
--   * by hand: at half the duration e = ½, the scale (1 + k0) / 2 = 0.5002816521, the radius
--     d / 2 + ¼ = 444.059926 both ways;
--   python3 (bisection on the Bézier): 0.2 s: e = 0.1187526759, presenting scale 0.1192490863
--     (radius 105.847856), dismissing 0.8813142180 (radius 782.271995); 0.6 s: e =
--     0.8370281414, presenting 0.8371199441 (radius 743.044280), dismissing 0.1634433601
--     (radius 145.075571). The point (200, 300) is 308.972491 from the centre: hidden at
--     0.2 s presenting, shown at 0.6 s. The clock counts whole microseconds, so the duration
--     runs 0.833446 s: frames are pinned to 1e-3 points, scales to 1e-6.
local Dim = require "examples.outside.dim_reveal"
local UIKit = require "spec.support.uikit"

describe("LinShiwei's CatchIdea dim transitions, ported", function()
  local main
  local d, D, k0 = 887.6198510624, 0.8334458695, 0.000563304211

  local function advanceTo(t) clock.advance(t - clock.now) end

  -- how much of `view` shows at `p` through its mask's presentation: inside the circle
  -- (the mask's frame, its corner radius half its side), nothing outside
  local function shown(view, p)
    local f = view.mask.presentation.frame
    local r = f.width / 2
    local dx, dy = p.x - (f.x + r), p.y - (f.y + r)
    return dx * dx + dy * dy <= r * r
  end

  local function expectCircle(mask, scale)
    local p = mask.presentation
    expect(p.transform.a):toBeCloseTo(scale, 1e-6)
    expect(p.frame.x):toBeCloseTo(30 - d * scale, 1e-3)
    expect(p.frame.y):toBeCloseTo(42 - d * scale, 1e-3)
    expect(p.frame.width):toBeCloseTo(2 * d * scale, 1e-3)
    expect(p.cornerRadius):toBeCloseTo(d, 1e-9)               -- the bounds', scaled with them
  end

  before_each(function()
    main = Dim.MainViewController()
    window.rootViewController = main
    clock.advance(0)
  end)

  it("measures the farthest corner and the duration from the tapped point", function()
    expect(Dim.maxDistanceToScreenCorner(Point(30, 42))):toBeCloseTo(d, 1e-9)
    expect(math.sqrt(363 ^ 2 + 810 ^ 2)):toBeCloseTo(d, 1e-9)
    expect(Dim.maxDistanceToScreenCorner(Point(0, 42))):toBe(0)   -- on the edge: the guard
    expect(Dim.maxDistanceToScreenCorner(Point(300, 800))):toBeCloseTo(math.sqrt(300 ^ 2 + 800 ^ 2), 1e-9)
    expect(0.8 * d / 852):toBeCloseTo(D, 1e-9)
  end)

  it("reveals the info screen through a circle growing from the button", function()
    local start = clock.now
    window:tap(30, 42)
    local info = main.presentedViewController
    expect(info.name):toBe("InfoViewController")
    local mask = info.view.mask
    expect(mask.name):toBe("maskView")
    expect(mask.superview):toBe(nil)                          -- taken out of the container
    expect(#info.view.superview.subviews):toBe(2)             -- the presenter's view and the info's
    expect(mask.bounds.width):toBeCloseTo(2 * d, 1e-9)
    expect(mask.transform):toEqual(Transform.identity)        -- the model: where it ends

    advanceTo(start + 0.2)
    expect(UIKit.easeInOut(0.2 / D)):toBeCloseTo(0.1187526759, 1e-6)   -- python3
    expectCircle(mask, k0 + (1 - k0) * UIKit.easeInOut(0.2 / D))
    expectCircle(mask, 0.1192490863)
    expect(shown(info.view, Point(200, 300))):toBe(false)

    advanceTo(start + D / 2)                                  -- by hand: e = ½
    expectCircle(mask, (1 + k0) / 2)
    expect(mask.presentation.frame.width / 2):toBeCloseTo(444.059926, 1e-3)

    advanceTo(start + 0.6)
    expectCircle(mask, 0.8371199441)
    expect(shown(info.view, Point(200, 300))):toBe(true)
    expect(shown(info.view, Point(393, 852))):toBe(false)     -- the far corner, only at the end

    advanceTo(start + D + 0.001)
    expect(info.view.mask):toBe(nil)
    expect(main.presentedViewController):toBe(info)
    expect(info.view.window):toBe(window)
  end)

  it("hides it under the circle shrinking back onto the button", function()
    window:tap(30, 42)
    local info = main.presentedViewController
    clock.advance(1)
    local start = clock.now
    window:tap(30, 42)                                        -- the info screen's close button
    expect(main.dimDismissAnimationController.dimCenter):toEqual(Point(30, 42))
    local mask = info.view.mask
    expect(mask.superview):toBe(nil)
    expect(mask.transform.a):toBeCloseTo(k0, 1e-12)

    advanceTo(start + 0.2)
    expectCircle(mask, 0.8813142180)
    advanceTo(start + D / 2)
    expectCircle(mask, (1 + k0) / 2)
    advanceTo(start + 0.6)
    expectCircle(mask, 1 - (1 - k0) * UIKit.easeInOut(0.6 / D))
    expectCircle(mask, 0.1634433601)
    expect(shown(info.view, Point(200, 300))):toBe(false)

    advanceTo(start + D + 0.001)
    expect(info.view.mask):toBe(nil)
    expect(main.presentedViewController):toBe(nil)
    expect(main.view.window):toBe(window)
  end)
end)
