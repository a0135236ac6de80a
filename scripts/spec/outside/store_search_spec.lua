-- store_search_spec.lua — the StoreSearch port (scripts/examples/outside/store_search.lua):
-- the detail pop-up presented over the root on the default iPhone 15 (393 × 852), then
-- dismissed by a tap around the pop-up. Numbers, computed here from the Swift and UIKit's rules:
--   * the presented view's final frame is the container's bounds (the presentation controller
--     does not override frameOfPresentedViewInContainerView), (0, 0, 393, 852), scaled about
--     its centre (196.5, 426);
--   * the bounce is one keyframe animation of 0.4 s in .calculationModeCubic. UIKit builds
--     the scale's key values from the keyframes (the value before the block at 0, each
--     keyframe's value at its end; the third keyframe, starting at 0.666 while the second
--     ends at 0.667, follows it; the last value holds to 1): times 0, 0.334, 0.667, 0.999, 1,
--     scales 0.7, 1.2, 0.9, 1.0, 1.0. The whole animation's time u goes through
--     ease-in-ease-out (no curve option: UIKit's keyframe animations ease as a whole). At a
--     key time the scale is the key value whatever the spline; between them Transit's
--     reading of the cubic mode is Catmull-Rom (Core Animation's cubic mode is a
--     Kochanek-Bartels spline, Catmull-Rom at its default tension, continuity and bias
--     of 0 — CAKeyframeAnimation.tensionValues), in Hermite form with tangents
--     (v[i+1] − v[i−1]) / (t[i+1] − t[i−1]), one-sided at the ends (docs/animation.md).
--     By hand at t = 0.2 s: u = easeInOut(0.5) = 0.5 (the curve is symmetric), in the
--     segment 0.334…0.667 (h = 0.333): s = 0.166 / 0.333 = 0.498498…, tangents
--     m1 = (0.9 − 0.7) / 0.667 = 0.299850, m2 = (1.0 − 1.2) / 0.665 = −0.300752;
--     h00 = 2s³ − 3s² + 1 = 0.502252, h10 = s³ − 2s² + s = 0.125375,
--     h01 = 0.497748, h11 = s³ − s² = −0.124624: 1.2·h00 + 0.333·m1·h10 + 0.9·h01 +
--     0.333·m2·h11 = 0.602703 + 0.012519 + 0.447973 + 0.012481 = 1.075675.
--     A python3 recomputation (the Bézier bisected, the spline written out apart) gives, at
--     0.05 s 0.749724580614, 0.1 s 0.930028430524, 0.2 s 1.075675391832, 0.3 s 0.943155812896;
--   * the gradient view fades in alongside: the transition's duration, on ease-in-ease-out,
--     so its alpha is u;
--   * the slide-out is View.animate(0.3) on the default ease-in-ease-out: the centre goes up
--     by the container's height, 852, and the scale to 0.5, so with e = easeInOut(t / 0.3)
--     the centre's y is 426 − 852·e and the scale 1 − 0.5·e; the gradient fades with it,
--     alpha 1 − e. python3: at 0.075 s y = 315.954034747684, scale 0.935419034476.
local Store = require "examples.outside.store_search"
local UIKit = require "spec.support.uikit"

describe("StoreSearch's pop-up detail, ported", function()
  local W, H = 393, 852
  local root, detail

  local function advanceTo(t) clock.advance(t - clock.now) end

  local function scaleOf(view) return view.presentation.transform.a end

  before_each(function()
    root = ViewController{name = "root"}
    window.rootViewController = root
    detail = Store.DetailViewController()
    clock.advance(0)
  end)

  it("bounces the detail in on the cubic keyframes over a fading gradient", function()
    root:present(detail, true)
    local gradient = detail.presentationController.dimmingView
    expect(gradient.superview.subviews[1]):toBe(gradient)            -- inserted at index 0
    expect(gradient.frame):toEqual(Rect(0, 0, W, H))
    -- the keyframes' model is final at once (identity); the presentation starts at 0.7
    expect(detail.view.transform):toEqual(Transform.identity)
    expect(detail.view.presentation.frame.width):toBeCloseTo(W * 0.7, 1e-9)
    expect(detail.view.presentation.frame.height):toBeCloseTo(H * 0.7, 1e-9)
    local expected = {[0.05] = 0.749724580614, [0.1] = 0.930028430524,
                      [0.2] = 1.075675391832, [0.3] = 0.943155812896}
    for _, t in ipairs{0.05, 0.1, 0.2, 0.3} do
      advanceTo(t)
      local s = scaleOf(detail.view)
      expect(s):toBeCloseTo(expected[t], 1e-9)
      expect(detail.view.presentation.transform.d):toBeCloseTo(expected[t], 1e-9)
      -- about the centre: the frame is the bounds scaled round (196.5, 426)
      expect(detail.view.presentation.frame.x):toBeCloseTo(W / 2 - W * s / 2, 1e-9)
      expect(gradient.presentation.alpha):toBeCloseTo(UIKit.easeInOut(t / 0.4), 1e-9)
    end
    advanceTo(0.4)
    clock.advance(0)
    expect(detail.view.transform):toEqual(Transform.identity)
    expect(detail.view.frame):toEqual(Rect(0, 0, W, H))
    expect(gradient.alpha):toBe(1)
    expect(root.presentedViewController):toBe(detail)
  end)

  it("passes through each key value at its key time, whatever the spline", function()
    root:present(detail, true)
    -- u = 0.334, the first key time, at t = 0.4 · easeInOut⁻¹(0.334) = 0.160529 s (python3:
    -- 0.160529437); the clock counts microseconds, hence the looser tolerance
    advanceTo(0.4 * UIKit.easeInOutTimeFor(0.334))
    expect(scaleOf(detail.view)):toBeCloseTo(1.2, 1e-4)
    advanceTo(0.4 * UIKit.easeInOutTimeFor(0.667))
    expect(scaleOf(detail.view)):toBeCloseTo(0.9, 1e-4)
  end)

  it("closes on a tap around the pop-up, not on the pop-up, sliding up as it shrinks", function()
    root:present(detail, true)
    advanceTo(1)
    window:tap(W / 2, H / 2)                                         -- on the pop-up
    clock.advance(0)
    expect(detail.transitionCoordinator):toBe(nil)
    expect(root.presentedViewController):toBe(detail)
    window:tap(W / 2, 100)                                           -- above it
    local gradient = detail.presentationController.dimmingView
    expect(detail.view.center):toEqual(Point(W / 2, H / 2 - H))     -- the model moves at once
    local expected = {[0.075] = {315.954034747684, 0.935419034476}}
    for _, dt in ipairs{0.075, 0.15, 0.225} do
      advanceTo(1 + dt)
      local e = UIKit.easeInOut(dt / 0.3)
      expect(detail.view.presentation.center.y):toBeCloseTo(H / 2 - H * e, 1e-9)
      expect(scaleOf(detail.view)):toBeCloseTo(1 - 0.5 * e, 1e-9)
      expect(gradient.presentation.alpha):toBeCloseTo(1 - e, 1e-9)
      if expected[dt] then
        expect(detail.view.presentation.center.y):toBeCloseTo(expected[dt][1], 1e-9)
        expect(scaleOf(detail.view)):toBeCloseTo(expected[dt][2], 1e-9)
      end
    end
    advanceTo(1.3)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)
    expect(root.view.window):toBe(window)                            -- the presenter stayed
  end)
end)
