-- hinge_push_pop_spec.lua — comst007's LZTransition03_3DTranslate (scripts/examples/outside/
-- hinge_push_pop.lua) on the default iPhone 15 (393 × 852; safe area 59 top, 34 bottom): the
-- push button is (19, 768, 365, 30). Numbers, computed here from the Objective-C and the
-- rules of UIKit and Core Animation:
--   * both animators run UIView.animate's default curve, ease-in-ease-out, the cubic Bézier
--     (0.42, 0, 0.58, 1): e = easeInOut(t / duration);
--   * the turning view's anchor point is (0, 0.5) at position (0, 426): its left edge stays at
--     x = 0; a layer transform interpolates by decomposition, the angle about y linearly in e;
--     with no perspective (m34 = 0) the flattened view is 393·cos θ wide, 852 high;
--   * push (0.75 s): the root turns from 0 to −π/2 — width 393·cos(π/2·e) — while the new
--     screen's alpha goes 0 → 1: e; the completion sets `transform = .identity`, which sets
--     the layer's whole transform to its 3D form (`CATransform3DMakeAffineTransform`, as
--     docs/layers.md says), so the root comes back unturned at its old centre;
--   * pop (1 s): the root, on top, from −π/2 (its identity turned: the push's completion put
--     it back) to the identity: width 393·cos(π/2·(1 − e));
--   * by hand: e = ½ (push at 0.375 s, pop at 0.5 s): 393·cos(π/4) = 277.892965;
--   python3 (bisection on the Bézier): push 0.25 s: e = 0.231775, width 367.240797;
--     0.5625 s: e = 0.870838, width 79.188728; pop 0.25 s: e = 0.129162, width 79.188728;
--     0.75 s: e = 0.870838, width 384.939145.
local Hinge = require "examples.outside.hinge_push_pop"
local UIKit = require "spec.support.uikit"

describe("comst007's hinge push and pop, ported", function()
  local nav, root

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    nav = Hinge.NavigationController()
    window.rootViewController = nav
    clock.advance(0)
    root = nav.topViewController
  end)

  local function push()
    expect(root.view:find("push").frame):toEqual(Rect(19, 768, 365, 30))
    window:tap(201.5, 783)
    return nav.topViewController
  end

  it("turns the root away about its left edge while the new screen fades in", function()
    expect(nav.delegate):toBe(root)
    local second = push()
    expect(second.name):toBe("LZSecondViewController")
    local start = clock.now
    local written = {[0.25] = {367.240797, 0.231775}, [0.375] = {277.892965, 0.5}, [0.5625] = {79.188728, 0.870838}}
    for _, t in ipairs{0.25, 0.375, 0.5625} do
      advanceTo(start + t)
      local e = UIKit.easeInOut(t / 0.75)
      local f = root.view.presentation.frame
      expect(f.x):toBeCloseTo(0, 1e-9)                          -- the hinge stays at x = 0
      expect(f.width):toBeCloseTo(393 * math.cos(math.pi / 2 * e), 1e-9)
      expect(f.height):toBeCloseTo(852, 1e-9)
      expect(second.view.presentation.alpha):toBeCloseTo(e, 1e-9)
      expect(f.width):toBeCloseTo(written[t][1], 1e-6)
      expect(second.view.presentation.alpha):toBeCloseTo(written[t][2], 1e-6)
    end
    advanceTo(start + 0.75)
    clock.advance(0)
    expect(nav.viewControllers):toEqual({root, second})
    expect(root.view.window):toBe(nil)
    expect(root.view.layer.anchorPoint):toEqual(Point(0.5, 0.5))   -- put back by the completion
    expect(root.view.layer.transform):toEqual(Transform3D.identity)
    expect(root.view.frame):toEqual(Rect(0, 0, 393, 852))
  end)

  it("pops by turning the root back in on top about the same edge", function()
    local second = push()
    advanceTo(2)
    nav:popViewController(true)                                 -- the navigation bar's back button
    local subviews = root.view.superview.subviews
    expect(subviews[#subviews]):toBe(root.view)                 -- added on top of the leaving view
    local start = clock.now
    local written = {[0.25] = 79.188728, [0.5] = 277.892965, [0.75] = 384.939145}
    for _, t in ipairs{0.25, 0.5, 0.75} do
      advanceTo(start + t)
      local e = UIKit.easeInOut(t)
      local f = root.view.presentation.frame
      expect(f.x):toBeCloseTo(0, 1e-9)
      expect(f.width):toBeCloseTo(393 * math.cos(math.pi / 2 * (1 - e)), 1e-9)
      expect(f.width):toBeCloseTo(written[t], 1e-6)
      expect(second.view.presentation.frame):toEqual(Rect(0, 0, 393, 852))   -- not animated
    end
    advanceTo(start + 1)
    clock.advance(0)
    expect(nav.viewControllers):toEqual({root})
    expect(second.view.window):toBe(nil)
    expect(root.view.layer.anchorPoint):toEqual(Point(0.5, 0.5))
    expect(root.view.frame):toEqual(Rect(0, 0, 393, 852))
  end)
end)
