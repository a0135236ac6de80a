-- swipe_back_spec.lua — the SwipeTransition swipe-back port (scripts/examples/outside/
-- swipe_back.lua) on the default iPhone 15 (393 × 852): a navigation controller holding A,
-- then B, dragged by a finger put down 100 points in from the left edge (clear of the edge
-- swipe's 20). Numbers, computed here from the Swift and UIKit's documented rules:
--   * the pan begins at the finger's first move (the transition starts, B pops) and each
--     later move calls update(translation.x / 393): UIPercentDrivenInteractiveTransition holds
--     the transition at that fraction p of its 0.3 s duration;
--   * the animator's one block runs on curveLinear, so at p: B's view is translated by
--     393 · p (the finger's own translation), A's by −393 · 0.3 · (1 − p) = −117.9 · (1 − p),
--     and the dimming view's alpha is 1 − p (from 1 to 0; its colour black at 0.1);
--   * lifting finishes when p > 0.5 or the velocity exceeds 1,000 points per second, and
--     cancels otherwise; finish() runs the rest, (1 − p) · 0.3 s, and cancel() runs back,
--     p · 0.3 s (completionSpeed 1), both along completionCurve = .easeInOut, the cubic Bézier
--     (0.42, 0, 0.58, 1) — whose value at half its time is 0.5 by symmetry, so halfway
--     through, the fraction is p + (1 − p) / 2 on finishing and p / 2 on cancelling. The
--     clock counts whole microseconds, so "halfway" lands within a tick of it: the fastest
--     motion here (143 points over 0.109 s, at most 1.72 times the mean speed on that curve)
--     moves under 0.003 points in a tick, and the tolerance is 0.005 points.
local SwipeBack = require "examples.outside.swipe_back"

describe("SwipeTransition's swipe back, ported", function()
  local W = 393
  local nav, a, b, swipe

  before_each(function()
    a = ViewController{name = "A"}
    b = ViewController{name = "B"}
    nav = SwipeBack.SwipeBackNavigationController{rootViewController = a}
    swipe = nav.swipeBack
    window.rootViewController = nav
    nav:push(b, false)
    clock.advance(0)
  end)

  -- a finger at (100, 400) moved right by dx over `duration`, the clock left at the move's end
  local function drag(dx, duration)
    local start = clock.now
    local touch = window:touch(Point(100, 400))
    touch:move(Point(100 + dx, 400), duration)
    clock.advance(start + duration - clock.now)
    return touch
  end

  it("follows the finger: the top view moves with it, the back one parallaxes in", function()
    local touch = drag(100, 1)
    local p = 100 / W
    expect(b.view.presentation.transform.tx):toBeCloseTo(100, 1e-6)
    expect(a.view.presentation.transform.tx):toBeCloseTo(-117.9 * (1 - p), 1e-6)
    local dimmed = swipe.animator.dimmedView
    expect(dimmed.superview):toBe(a.view)
    expect(dimmed.backgroundColor):toEqual(Color(0, 0, 0, 0.1))
    expect(dimmed.presentation.alpha):toBeCloseTo(1 - p, 1e-6)
    clock.advance(1)                      -- held: nothing moves until the finger does
    expect(b.view.presentation.transform.tx):toBeCloseTo(100, 1e-6)
    touch:lift()
    clock.advance(1)
  end)

  it("goes back when lifted short of half the width, slowly", function()
    local touch = drag(100, 1)
    local p = 100 / W
    local lifted = clock.now
    touch:lift()
    clock.advance(p * 0.3 / 2)
    expect(b.view.presentation.transform.tx):toBeCloseTo(W * p / 2, 0.005)
    expect(a.view.presentation.transform.tx):toBeCloseTo(-117.9 * (1 - p / 2), 0.005)
    clock.advance(lifted + 1 - clock.now)
    expect(nav.viewControllers):toEqual({a, b})
    expect(b.view.transform):toEqual(Transform.identity)
    expect(a.view.transform):toEqual(Transform.identity)    -- animationEnded(false) resets it
    expect(swipe.animator.dimmedView.superview):toBe(nil)
    expect(swipe.panGestureRecognizer.isEnabled):toBe(true)
  end)

  it("pops when lifted past half the width", function()
    local touch = drag(250, 1)
    local p = 250 / W
    local lifted = clock.now
    touch:lift()
    clock.advance((1 - p) * 0.3 / 2)
    local f = p + (1 - p) / 2
    expect(b.view.presentation.transform.tx):toBeCloseTo(W * f, 0.005)
    expect(swipe.animator.dimmedView.presentation.alpha):toBeCloseTo(1 - f, 0.005 / W)
    clock.advance(lifted + 1 - clock.now)
    expect(nav.viewControllers):toEqual({a})
    expect(a.view.transform):toEqual(Transform.identity)
    expect(swipe.panGestureRecognizer.isEnabled):toBe(false)  -- didShow: one controller left
  end)

  -- 60 points in 0.05 s is 1,200 points per second: past the 1,000 that finishes at 15 %
  it("pops on a fast flick short of half the width", function()
    local touch = drag(60, 0.05)
    touch:lift()
    clock.advance(1)
    expect(nav.viewControllers):toEqual({a})
  end)

  -- gestureRecognizerShouldBegin answers allowsTransitionStart: at the root the pan fails
  -- and its action never runs (UIKit asks a recognizer's delegate before it begins)
  it("refuses to begin with one controller, through the recognizer's delegate", function()
    nav:popViewController(false)
    clock.advance(0)
    swipe.panGestureRecognizer.isEnabled = true
    local states = {}
    local handle = swipe.handlePanGesture
    swipe.handlePanGesture = function(self, r) states[#states + 1] = r.state; return handle(self, r) end
    local touch = drag(100, 0.5)
    expect(swipe.panGestureRecognizer.state):toBe("failed")
    touch:lift()
    clock.advance(1)
    expect(#states):toBe(0)
    expect(nav.viewControllers):toEqual({a})
  end)
end)
