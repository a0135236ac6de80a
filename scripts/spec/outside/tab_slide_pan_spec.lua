-- tab_slide_pan_spec.lua — Hoooward/TransitionDemo's tab bar demo (scripts/examples/outside/
-- tab_slide_pan.lua): three tabs on the default iPhone 15 (393 × 852); the tab bar is 83
-- high, so the container — the transition view — is 393 wide, and the pan's progress is
-- |translation.x| ÷ 393 (the tab bar controller's view, as wide). Numbers, computed here from
-- the Swift and UIKit's rules:
--   * the animator: 0.9 s of UIView.animate's default curve, ease-in-ease-out (the cubic
--     Bézier (0.42, 0, 0.58, 1)); to a tab on the right (.Right) translation = −393: the old
--     view's transform to tx −393, the new one's from tx +393 to 0 — tx_new = 393·(1 − e),
--     tx_old = −393·e, e = easeInOut(t / 0.9); to a tab on the left the mirror image;
--   * UIPercentDrivenInteractiveTransition: update(p) holds the animation at p × 0.9 s, each
--     block at easeInOut(p) ("the animation curve is linear" in the interactive part);
--     finish() runs the rest, (1 − p)·0.9 s ÷ completionSpeed 0.99, along completionCurve
--     (ease-in-ease-out by default), so w seconds in the fraction is
--     τ = p + (1 − p)·easeInOut(w / D) and the view shows easeInOut(τ); cancel() runs back
--     over p·0.9 ÷ 0.99 s: τ = p·(1 − easeInOut(w / D));
--   * window:pan moves the finger once a frame (60 fps): 200 points in 0.5 s is 20/3 points a
--     frame, 80 in 0.2 s is as much.
--   python3 (bisection on the Bézier, apart from spec/support/uikit.lua):
--     switch 1 → 2, t = 0.225 s: e = 0.129162, tx 342.239361 and −50.760639; t = 0.45 s: ±196.5;
--     pan left, 0.1 s (40 pt, p = 0.101781): tx 384.964858 / −8.035142; 0.3 s (120 pt):
--       316.670101 / −76.329899; released at 200 pt, p = 0.508906: finishes over 0.446449 s,
--       at +0.1 s τ = 0.559528, tx 156.526346 / −236.473654; +0.3 s: 9.453852 / −383.546148;
--     pan right from tab 2, 0.1 s (40 pt): a at −384.964858, b at 8.035142; released at 80 pt,
--       p = 0.203562 ≤ 0.3: cancels over 0.185057 s, at +0.05 s τ = 0.172739, a −369.256969,
--       b 23.743031; at +0.1 s a −387.072005, b 5.927995.
local Slide = require "examples.outside.tab_slide_pan"
local UIKit = require "spec.support.uikit"

describe("TransitionDemo's tab slide and pan, ported", function()
  local W, T = 393, 0.9
  local tabs, a, b

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function tx(vc) return vc.view.presentation.transform.tx end

  before_each(function()
    tabs = Slide.make()
    window.rootViewController = tabs
    clock.advance(0)
    a, b = tabs.viewControllers[1], tabs.viewControllers[2]
  end)

  it("slides a tab on the right in from the right, and back from the left", function()
    expect(tabs.delegate):toBe(tabs.tabBarVCDelegate)
    tabs.selectedIndex = 2
    local written = {[0.225] = {342.239361, -50.760639}, [0.45] = {196.5, -196.5}, [0.675] = {50.760639, -342.239361}}
    for _, t in ipairs{0.225, 0.45, 0.675} do
      advanceTo(t)
      local e = UIKit.easeInOut(t / T)
      expect(tx(b)):toBeCloseTo(W * (1 - e), 1e-6)
      expect(tx(a)):toBeCloseTo(-W * e, 1e-6)
      expect(tx(b)):toBeCloseTo(written[t][1], 1e-5)
      expect(tx(a)):toBeCloseTo(written[t][2], 1e-5)
      expect(b.view.presentation.frame.x):toBeCloseTo(tx(b), 1e-6)  -- frame 0 moved by tx
    end
    advanceTo(1)
    expect(tabs.selectedIndex):toBe(2)
    expect(a.view.window):toBe(nil)
    expect(a.view.transform):toEqual(Transform.identity)         -- the completion's reset
    local start = clock.now
    window:tap(W / 6, 800)                                       -- the first tab's item
    expect(tabs.selectedIndex):toBe(1)
    advanceTo(start + 0.225)
    expect(tx(a)):toBeCloseTo(-342.239361, 1e-5)                 -- .Left: in from the left
    expect(tx(b)):toBeCloseTo(50.760639, 1e-5)
  end)

  it("follows a leftward pan to the next tab and finishes it past 30 %", function()
    local g = window:pan{from = Point(300, 400), to = Point(100, 400), duration = 0.5}
    expect(g):toBe(tabs.panGesture)
    advanceTo(0.1)
    expect(tabs.selectedIndex):toBe(2)                           -- chosen when the pan began
    expect(tx(b)):toBeCloseTo(W * (1 - UIKit.easeInOut(40 / W)), 1e-6)
    expect(tx(b)):toBeCloseTo(384.964858, 1e-5)
    expect(tx(a)):toBeCloseTo(-8.035142, 1e-5)
    advanceTo(0.3)
    expect(tx(b)):toBeCloseTo(316.670101, 1e-5)
    expect(tx(a)):toBeCloseTo(-76.329899, 1e-5)
    advanceTo(0.6)                                               -- released at 0.5 s, 200 points
    local p = 200 / W
    local D = (1 - p) * T / 0.99
    local e = UIKit.easeInOut(p + (1 - p) * UIKit.easeInOut(0.1 / D))
    expect(tx(b)):toBeCloseTo(W * (1 - e), 1e-3)
    expect(tx(b)):toBeCloseTo(156.526346, 1e-3)
    expect(tx(a)):toBeCloseTo(-236.473654, 1e-3)
    advanceTo(0.8)
    expect(tx(b)):toBeCloseTo(9.453852, 1e-3)
    advanceTo(0.5 + 0.446449 + 0.001)
    clock.advance(0)
    expect(tabs.selectedIndex):toBe(2)
    expect(a.view.window):toBe(nil)
    expect(b.view.transform):toEqual(Transform.identity)
    expect(tabs.tabBarVCDelegate.interaction):toBe(false)
  end)

  it("cancels a short rightward pan, and the tab bar controller keeps its tab", function()
    tabs.selectedIndex = 2
    advanceTo(1)
    window:pan{from = Point(100, 400), to = Point(180, 400), duration = 0.2}
    advanceTo(1.1)
    expect(tabs.selectedIndex):toBe(1)                           -- the previous tab, for now
    expect(tx(a)):toBeCloseTo(-384.964858, 1e-5)                 -- .Left: in from the left
    expect(tx(b)):toBeCloseTo(8.035142, 1e-5)
    local p = 80 / W
    local D = p * T / 0.99
    advanceTo(1.25)                                              -- released at 1.2 s
    expect(tx(a)):toBeCloseTo(-W * (1 - UIKit.easeInOut(p * (1 - UIKit.easeInOut(0.05 / D)))), 1e-3)
    expect(tx(a)):toBeCloseTo(-369.256969, 1e-3)
    expect(tx(b)):toBeCloseTo(23.743031, 1e-3)
    advanceTo(1.3)
    expect(tx(a)):toBeCloseTo(-387.072005, 1e-3)
    advanceTo(1.2 + 0.185057 + 0.001)
    clock.advance(0)
    expect(tabs.selectedIndex):toBe(2)                           -- put back by the tab bar controller
    expect(b.view.window):toBe(window)
    expect(a.view.window):toBe(nil)
    expect(a.view.transform):toEqual(Transform.identity)
    expect(b.view.transform):toEqual(Transform.identity)
  end)

  it("changes nothing when the first tab is panned right (the idle interaction ignores update and cancel)", function()
    local before = #timeline()
    window:pan{from = Point(100, 400), to = Point(180, 400), duration = 0.2}
    clock.advance(1)                                   -- no error: each move's update, then cancel
    expect(tabs.selectedIndex):toBe(1)
    expect(a.view.window):toBe(window)
    expect(b.view.window):toBe(nil)
    expect(a.view.transform):toEqual(Transform.identity)
    expect(tx(a)):toBe(0)
    expect(#timeline()):toBe(before)                   -- no transition began
    expect(tabs.tabBarVCDelegate.interaction):toBe(false)  -- the handler ran to its end
    expect(tabs.tabBarVCDelegate.interactionController.percentComplete):toBe(0)
  end)
end)
