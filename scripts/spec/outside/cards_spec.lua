-- cards_spec.lua — the VCTransitionsLibrary cards port (scripts/examples/outside/cards.lua), as
-- the demo's settings screen uses it: a modal, full-screen presentation on the default
-- iPhone 15 (393 × 852), the controller's default duration of 1 s. Numbers, computed here:
--   * UIKit eases a keyframe animation as a whole on ease-in-ease-out unless told otherwise
--     (docs/animation.md "Keyframes"), so at clock time t the keyframes' time is
--     u = easeInOut(t), the cubic Bézier (0.42, 0, 0.58, 1);
--   * each animated property passes through its value before the block at u = 0 and its value
--     after each keyframe at that keyframe's end (the keyTimes/values UIKit gives
--     CAKeyframeAnimation), holding from one keyframe's end to the next one's start. Between
--     key times calculationModeCubic's spline depends on tangents Apple does not document, so
--     the spec samples at key times only, where every mode passes through the keyframe's
--     value: the clock time is the t with easeInOut(t) = u (bisection, UIKit.easeInOutTimeFor);
--   * the clock counts whole microseconds, so t lands up to 0.5 µs from that time; the
--     steepest path here (822 → 0 over the last 0.2 of u, a Catmull-Rom slope under 4,200
--     points per unit of u, at most 1.6 units of u per second) moves less than 0.01 points in
--     that time, and the tolerances say so: alpha and the transforms' entries 1e-5, but their
--     translation row 5e-4 (m42 runs 0 → −68.16 between u = 0.4 and 0.6, a slope under 300 per
--     unit of u);
--   * the presented view: off screen (0, 852, 393, 852) until u = 0.6, then 30 points higher
--     at u = 0.8 (y = 822), then at the initial frame (0, 0, 393, 852) at u = 1;
--   * the presenting view's layer transform: identity at 0, t1 at u = 0.4, t2 at u = 0.6 (the
--     second keyframe starts at 0.2, before the first ends, and ends at 0.6), with
--       t1 = rotateX(15°) × scale(0.95, 0.95, 1) × perspective(m34 = −1/900), row vectors:
--            rows (0.95, 0, 0, 0), (0, 0.95·cos 15°, sin 15°, −sin 15°/900),
--                 (0, −0.95·sin 15°, cos 15°, −cos 15°/900), (0, 0, 0, 1);
--       t2 = scale(0.8, 0.8, 1) × translate(0, −0.08 · 852 = −68.16, 0) × P2, where P2 is the
--            identity with m34 = firstTransform's m34 — after the rotation, −cos 15°/900, not
--            −1/900 (the spec first expected −1/900 and was wrong; the Objective-C copies the
--            entry of the finished t1):
--            rows (0.8, 0, 0, 0), (0, 0.8, 0, 0), (0, 0, 1, −cos 15°/900), (0, −68.16, 0, 1);
--     (CATransform3DScale(t, …) is "t = scale(sx, sy, sz) * t", and the same for rotate and
--     translate); its alpha 1 at 0 and 0.6 at u = 0.4. (Between 0.4 and 1 its alpha is
--     "held" at 0.6, but in cubic mode the spline through 1 → 0.6 → 0.6 dips below it —
--     Transit gives 0.564 at u = 0.6 — and Apple documents no tangents to check that
--     against, so the spec pins only the key times and the end; the transform after u = 0.6
--     likewise.)
local Cards = require "examples.outside.cards"
local UIKit = require "spec.support.uikit"

describe("VCTransitionsLibrary's cards animation, ported", function()
  local W, H = 393, 852
  local c, s = math.cos(math.rad(15)), math.sin(math.rad(15))
  local t1 = Transform3D(0.95, 0, 0, 0,  0, 0.95 * c, s, -s / 900,  0, -0.95 * s, c, -c / 900,  0, 0, 0, 1)
  local t2 = Transform3D(0.8, 0, 0, 0,  0, 0.8, 0, 0,  0, 0, 1, -c / 900,  0, -68.16, 0, 1)
  local root, settings, start

  -- the clock at key time u of an animation that began at `start` and lasts 1 s
  local function advanceToKey(u) clock.advance(start + UIKit.easeInOutTimeFor(u) - clock.now) end

  local function expectTransform(actual, want)
    for i = 1, 4 do
      for j = 1, 4 do
        local k = "m" .. i .. j
        expect(actual[k]):toBeCloseTo(want[k], i == 4 and 5e-4 or 1e-5)
      end
    end
  end

  before_each(function()
    root = ViewController{name = "root"}
    settings = ViewController{name = "settings"}
    settings.transitioningDelegate = Cards.transitioningDelegate(Cards.CECardsAnimationController.new())
    window.rootViewController = root
    start = 0
  end)

  it("builds the library's two transforms as Core Animation does", function()
    local animator = Cards.CECardsAnimationController.new()
    expect(animator:transitionDuration(nil)):toBe(1.0)
    expectTransform(animator:firstTransform(), t1)
    expectTransform(animator:secondTransformWithView(root.view), t2)
  end)

  it("slides the settings up with an overshoot while the root tilts back and fades", function()
    root:present(settings, true)
    local card, back = settings.view, root.view
    expect(card.presentation.frame):toEqual(Rect(0, H, W, H))
    expect(card.superview.subviews[#card.superview.subviews]):toBe(card)   -- above the root's

    advanceToKey(0.4)
    expectTransform(back.presentation.layer.transform, t1)
    expect(back.presentation.alpha):toBeCloseTo(0.6, 1e-5)

    advanceToKey(0.6)
    expectTransform(back.presentation.layer.transform, t2)
    expect(card.presentation.frame.y):toBeCloseTo(H, 0.01)

    advanceToKey(0.8)
    expect(card.presentation.frame.y):toBeCloseTo(H - 30, 0.01)

    clock.advance(1 - clock.now)
    clock.advance(0)
    expect(card.frame):toEqual(Rect(0, 0, W, H))
    expect(root.presentedViewController):toBe(settings)
    expect(back.window):toBe(nil)                 -- full screen: the presenter leaves the window
  end)

  -- Reversed (the demo's dismissal): the root comes back at its initial frame, scaled to 0.6
  -- and at alpha 0.6; the settings drop to (0, 852) by u = 0.5; the root reaches t1 and alpha 1
  -- at u = 0.7 (its keyframe holds from 0 to 0.35, then runs to 0.7) and the identity at 1.
  it("drops the settings off the bottom and brings the root forward", function()
    root:present(settings, true)
    clock.advance(2)
    start = 2
    local done = false
    root:dismiss(true, function() done = true end)
    local card, back = settings.view, root.view
    expect(back.superview.subviews[1]):toBe(back)                             -- below the card
    expectTransform(back.presentation.layer.transform, Transform3D.scale(0.6, 0.6, 1))

    advanceToKey(0.35)
    expect(back.presentation.alpha):toBeCloseTo(0.6, 1e-5)
    expectTransform(back.presentation.layer.transform, Transform3D.scale(0.6, 0.6, 1))

    advanceToKey(0.5)
    expect(card.presentation.frame.y):toBeCloseTo(H, 0.01)

    advanceToKey(0.7)
    expect(back.presentation.alpha):toBeCloseTo(1, 1e-5)
    expectTransform(back.presentation.layer.transform, t1)

    clock.advance(start + 1 - clock.now)
    clock.advance(0)
    expect(done):toBe(true)
    expect(root.presentedViewController):toBe(nil)
    expect(back.layer.transform.isIdentity):toBe(true)
    expect(back.alpha):toBe(1)
  end)
end)
