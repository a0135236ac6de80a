-- wwdc17_drawer_spec.lua — the WWDC17UIViewPropertyAnimatorTransition port (scripts/examples/
-- outside/wwdc17_drawer.lua) as the window's root on the default iPhone 15 (393 × 852). Numbers,
-- computed here from the Swift and UIKit's documented rules:
--   * the drawer (`control`) rests at (0, 852 − 90, 393, 852) = y 762 and expands to y 47: the
--     frame animator is `UIViewPropertyAnimator(duration: 1, dampingRatio: 1)`, a critically
--     damped spring fitted to 1 s (docs/animation.md: mass 1, ω₀ with x(1) = ε = 1/1200, x(t) =
--     e^(−ω₀t)(1 + ω₀t)). By hand ω₀ ≈ 9.435 (e^(−9.435)·10.435 = 8.35e-4 ≈ 1/1200), so at
--     0.25 s ω₀t = 2.3588, x = e^(−2.3588)·3.3588 = 0.3175, progress p = 0.6825 and the drawer's
--     y = 762 − 715·p = 274.0. python3 (ω₀ = 9.435268 by bisection): p(0.1) = 0.243477150807,
--     p(0.25) = 0.682484353887, p(0.5) = 0.948905526758;
--   * the labels: scale = 35 / 20 = 1.75. The large label (0, 60, 393, 52.5) scaled by 1/1.75
--     about its centre y 86.25 is 30 high, its frame's y 86.25 − 15 = 71.25, so translateY =
--     71.25 − 30 = 41.25; it starts at scale 1/1.75 moved up 41.25 (exactly over the small one)
--     and goes to identity, while the small one goes to scale 1.75 moved down 41.25, on the
--     same spring. Transforms interpolate by decomposition, so at progress p the large label's
--     scale is 1/1.75 + (1 − 1/1.75)·p and its ty −41.25·(1 − p);
--   * the large label's alpha rises on ease-in, cubic-bezier(0.42, 0, 1, 1), the small one's
--     falls on ease-out, (0, 0, 0.58, 1): python3 easeIn(0.25) = 0.093464650719, easeOut(0.25)
--     = 0.378138130825 (the two curves mirror each other: easeIn(t) = 1 − easeOut(1 − t));
--   * the corner radius goes 0 → 20 linearly: 20·t;
--   * a second tap sets isReversed on each: Apple, "views end up at their start values", and a
--     running animator retraces its curve (docs/animation.md): reversed at 0.4 s, at 0.6 s each
--     is where it was at 0.2 s — python3 p(0.2) = 0.562560619658 — and at 0.8 s back home;
--   * a pan pauses them all and sets fractionComplete = clamp(−translation.y / 500 + 0): with
--     `scrubsLinearly` (UIKit's default, "a linear timing function during scrubbing") the frame,
--     transforms and corner move linearly with it, the two labels' alphas — scrubsLinearly
--     false, "its specified timing curve" — along ease-in and ease-out. Lifted, slower than
--     1,200 points per second: past 0.33 it runs on, short of it it reverses; Apple does not
--     describe the path of `continueAnimation(withTimingParameters: nil, durationFactor: 0)`
--     after a linear scrub, so the spec pins the scrub and the end.
local Drawer = require "examples.outside.wwdc17_drawer"
local UIKit = require "spec.support.uikit"

describe("WWDC17UIViewPropertyAnimatorTransition's drawer, ported", function()
  local vc

  local function advanceTo(t) clock.advance(t - clock.now) end
  local p = {[0.1] = 0.243477150807, [0.2] = 0.562560619658, [0.25] = 0.682484353887,
             [0.5] = 0.948905526758}

  -- what each view shows at animator progress `spring` (the frame and transforms), with the
  -- labels' alphas and the corner at their own values
  local function expectDrawer(spring, largeAlpha, smallAlpha, corner)
    local control = vc.control.presentation
    expect(control.frame.y):toBeCloseTo(762 - 715 * spring, 1e-6)
    expect(control.frame.height):toBeCloseTo(852, 1e-9)
    expect(control.cornerRadius):toBeCloseTo(corner, 1e-6)
    local large = vc.largeLabel.presentation.transform
    expect(large.a):toBeCloseTo(1 / 1.75 + (1 - 1 / 1.75) * spring, 1e-7)
    expect(large.ty):toBeCloseTo(-41.25 * (1 - spring), 1e-6)
    local small = vc.smallLabel.presentation.transform
    expect(small.d):toBeCloseTo(1 + 0.75 * spring, 1e-7)
    expect(small.ty):toBeCloseTo(41.25 * spring, 1e-6)
    expect(vc.largeLabel.presentation.alpha):toBeCloseTo(largeAlpha, 1e-7)
    expect(vc.smallLabel.presentation.alpha):toBeCloseTo(smallAlpha, 1e-7)
  end

  before_each(function()
    vc = Drawer.ViewController()
    window.rootViewController = vc
    clock.advance(0)
  end)

  it("lays the drawer out 90 points above the bottom, the labels on their frames", function()
    expect(vc.control.frame):toEqual(Rect(0, 762, 393, 852))
    expect(vc.smallLabel.frame):toEqual(Rect(0, 30, 393, 30))
    expect(vc.largeLabel.frame):toEqual(Rect(0, 60, 393, 52.5))
    expect(vc.control.layer.masksToBounds):toBe(true)
    -- the top two corners round, as the Swift masks them (CACornerMask: MinY is the top)
    expect(vc.control.layer.maskedCorners):toEqual({"layerMinXMinYCorner", "layerMaxXMinYCorner"})
  end)

  it("expands on a tap: five animators, each on its own curve, over 1 s", function()
    window:tap(196, 800)
    expect(#vc.runningAnimators):toBe(5)
    -- the large label starts on screen exactly over the small one, (0, 30, 393, 30) — its
    -- model transform is already the block's identity
    local f = vc.largeLabel.presentation.frame
    expect(f.y):toBeCloseTo(30, 1e-9)
    expect(f.height):toBeCloseTo(30, 1e-9)
    for _, t in ipairs{0.1, 0.25, 0.5} do
      advanceTo(t)
      expectDrawer(p[t], UIKit.easeIn(t), 1 - UIKit.easeOut(t), 20 * t)
    end
    -- python3's figures for the curves at 0.25 s, against the helper's
    expect(UIKit.easeIn(0.25)):toBeCloseTo(0.093464650719, 1e-9)
    expect(1 - UIKit.easeOut(0.25)):toBeCloseTo(0.621861869175, 1e-9)
    advanceTo(1)
    clock.advance(0)
    expect(#vc.runningAnimators):toBe(0)
    expect(vc.state):toBe(Drawer.State.Collapsed)
    expect(vc.control.frame):toEqual(Rect(0, 47, 393, 852))
    expect(vc.control.layer.cornerRadius):toBe(20)
    expect(vc.largeLabel.alpha):toBe(1)
    expect(vc.smallLabel.alpha):toBe(0)
    expect(vc.largeLabel.transform):toEqual(Transform.identity)
  end)

  it("reverses every animator on a second tap, and they come home at the start values", function()
    window:tap(196, 800)
    advanceTo(0.4)
    window:tap(196, 500)                     -- the model frame is already the expanded one
    expect(vc.runningAnimators[1].isReversed):toBe(true)
    advanceTo(0.6)                           -- each where it was at 0.2 s
    expectDrawer(p[0.2], UIKit.easeIn(0.2), 1 - UIKit.easeOut(0.2), 4)
    advanceTo(0.8)
    clock.advance(0)
    expect(#vc.runningAnimators):toBe(0)
    expect(vc.state):toBe(Drawer.State.Expanded)     -- the completion saw .start
    expect(vc.control.frame):toEqual(Rect(0, 762, 393, 852))
    expect(vc.control.layer.cornerRadius):toBe(0)
    expect(vc.largeLabel.alpha):toBe(0)
    expect(vc.smallLabel.alpha):toBe(1)
  end)

  -- a finger put down on the drawer at (196, 800), moved straight up by dy over `duration`
  local function dragUp(dy, duration)
    local start = clock.now
    local touch = window:touch(Point(196, 800))
    touch:move(Point(196, 800 - dy), duration)
    advanceTo(start + duration)
    return touch
  end

  it("scrubs them together under the finger and runs on when lifted past a third", function()
    local touch = dragUp(250, 0.5)
    expect(vc.progressWhenInterrupted):toBe(0)        -- started and paused at once
    for _, animator in ipairs(vc.runningAnimators) do
      expect(animator.fractionComplete):toBeCloseTo(0.5, 1e-12)
      expect(animator.state):toBe("active")
      expect(animator.isRunning):toBe(false)
    end
    -- linear for the frame, transforms and corner; the labels' alphas along their curves
    expectDrawer(0.5, UIKit.easeIn(0.5), 1 - UIKit.easeOut(0.5), 10)
    expect(UIKit.easeIn(0.5)):toBeCloseTo(0.315356812573, 1e-9)      -- python3
    touch:lift()
    advanceTo(clock.now + 0.51)
    clock.advance(0)
    expect(#vc.runningAnimators):toBe(0)
    expect(vc.state):toBe(Drawer.State.Collapsed)
    expect(vc.control.frame):toEqual(Rect(0, 47, 393, 852))
    expect(vc.control.layer.cornerRadius):toBe(20)
  end)

  it("goes back when lifted short of a third, and finishes a short flick up", function()
    local touch = dragUp(100, 0.5)
    expectDrawer(0.2, UIKit.easeIn(0.2), 1 - UIKit.easeOut(0.2), 4)
    touch:lift()
    advanceTo(clock.now + 1)
    clock.advance(0)
    expect(#vc.runningAnimators):toBe(0)
    expect(vc.state):toBe(Drawer.State.Expanded)
    expect(vc.control.frame):toEqual(Rect(0, 762, 393, 852))
    expect(vc.largeLabel.alpha):toBe(0)
    -- 100 points in 0.05 s: 2,000 points per second up, a flick that expands although 0.2 is
    -- short of a third
    touch = dragUp(100, 0.05)
    touch:lift()
    advanceTo(clock.now + 1)
    clock.advance(0)
    expect(vc.state):toBe(Drawer.State.Collapsed)
    expect(vc.control.frame):toEqual(Rect(0, 47, 393, 852))
  end)
end)
