-- heart_push_pop_spec.lua — natetaylor-git/homeworks' hw4 push and pop animators
-- (scripts/examples/outside/heart_push_pop.lua) on the default iPhone 15 (393 × 852): the
-- heart button is the centred square of side 393 / 2 = 196.5, at (98.25, 327.75); the pushed
-- screen's leave button its lower half, (0, 426, 393, 426). Numbers, computed here from the
-- Swift and the keyframe rules (docs/animation.md "Keyframes", after Apple's
-- UIView.animateKeyframes and Core Animation's CAKeyframeAnimation):
--   * push: 3 s, options [] — calculationModeLinear, the whole animation on ease-in-ease-out
--     (e, the cubic Bézier (0.42, 0, 0.58, 1), from spec/support/uikit.lua): at time t its
--     progress is u = e(t / 3). Keyframe 1 (start 0, duration 0.6) takes the root to scale 5
--     and alpha 0: scale 1 + 4·min(u / 0.6, 1), alpha 1 − min(u / 0.6, 1); keyframe 2
--     (0.6, 0.4) fades the pushed screen in, held at 0 until u = 0.6: max(0, (u − 0.6) / 0.4).
--     python3: t = 0.6 s, u = 0.081660: scale 1.544399, alpha 0.863900, pushed 0;
--     t = 1.5 s, u = ½: scale 4.333333, alpha 0.166667, pushed 0;
--     t = 2.4 s, u = 0.918340: scale 5, alpha 0, pushed alpha 0.795850.
--   * pop: its keyframes last 2 s (transitionDuration says 3; the animation's own duration
--     decides) in calculationModePaced: Core Animation ignores keyTimes and the timing
--     function there, giving "a constant velocity"; each path has one move (the rest holds),
--     so each value runs linearly over the whole 2 s: the top's scale 1 − 0.9·t/2 and alpha
--     1 − t/2, the root's scale 5 − 4·t/2 and alpha t/2 — at 0.5 s: 0.775, 0.75, 4, 0.25;
--     at 1 s: 0.55, 0.5, 3, 0.5.
local Heart = require "examples.outside.heart_push_pop"
local UIKit = require "spec.support.uikit"

describe("hw4's heart push and pop, ported", function()
  local nav, root, pushed

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    nav = Heart.NavigationController()
    window.rootViewController = nav
    clock.advance(0)
    root = nav.topViewController
    pushed = root.viewController
  end)

  it("grows and fades the root over 60 % of the push, then fades the new screen in", function()
    expect(root.heartButton.frame):toEqual(Rect(98.25, 327.75, 196.5, 196.5))
    expect(nav.delegate):toBe(root.navigationDelegate)
    window:tap(196.5, 426)                                   -- the heart
    expect(nav.topViewController):toBe(pushed)
    expect(pushed.view.superview):toBe(root.view.superview)
    expect(pushed.view.superview.subviews[1]):toBe(pushed.view)   -- inserted below the root
    local start = clock.now
    local written = {[0.6] = {1.544399, 0.863900, 0}, [1.5] = {4.333333, 0.166667, 0},
                     [2.4] = {5, 0, 0.795850}}
    for _, t in ipairs{0.6, 1.5, 2.4} do
      advanceTo(start + t)
      local u = UIKit.easeInOut(t / 3)
      local a = math.min(u / 0.6, 1)
      local scale = root.view.presentation.transform.a
      expect(scale):toBeCloseTo(1 + 4 * a, 1e-6)
      expect(root.view.presentation.transform.d):toBeCloseTo(scale, 1e-12)
      expect(root.view.presentation.alpha):toBeCloseTo(1 - a, 1e-6)
      expect(pushed.view.presentation.alpha):toBeCloseTo(math.max(0, (u - 0.6) / 0.4), 1e-6)
      expect(scale):toBeCloseTo(written[t][1], 1e-5)
      expect(root.view.presentation.alpha):toBeCloseTo(written[t][2], 1e-5)
      expect(pushed.view.presentation.alpha):toBeCloseTo(written[t][3], 1e-5)
    end
    advanceTo(start + 3)
    clock.advance(0)
    expect(root.view.transform):toEqual(Transform.identity)   -- the completion's reset
    expect(root.view.window):toBe(nil)
    expect(pushed.view.alpha):toBe(1)
  end)

  it("pops in 2 s at constant speed, the keyframes' start times ignored in paced mode", function()
    window:tap(196.5, 426)
    advanceTo(4)
    window:tap(196.5, 600)                                   -- the leave button
    expect(nav.topViewController):toBe(root)
    expect(pushed.leaveButton.superview):toBe(nil)
    local start = clock.now
    for _, t in ipairs{0.5, 1, 1.5} do
      advanceTo(start + t)
      expect(pushed.view.presentation.transform.a):toBeCloseTo(1 - 0.9 * t / 2, 1e-6)
      expect(pushed.view.presentation.alpha):toBeCloseTo(1 - t / 2, 1e-6)
      expect(root.view.presentation.transform.a):toBeCloseTo(5 - 4 * t / 2, 1e-6)
      expect(root.view.presentation.alpha):toBeCloseTo(t / 2, 1e-6)
    end
    advanceTo(start + 2)
    clock.advance(0)
    expect(nav.viewControllers):toEqual({root})             -- done at 2 s, not 3
    expect(root.view.transform):toEqual(Transform.identity)
    expect(root.view.alpha):toBe(1)
    expect(pushed.view.window):toBe(nil)
  end)
end)
