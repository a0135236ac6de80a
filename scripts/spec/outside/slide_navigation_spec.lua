-- slide_navigation_spec.lua — seedante's NavigationControllerTransition port
-- (scripts/examples/outside/slide_navigation.lua) on the default iPhone 15 (393 × 852, no
-- navigation bar in Transit: each controller's view fills the container). Numbers, computed
-- here from the Swift and UIKit's documented rules (W = 393, e = UIKit's ease-in-ease-out,
-- the cubic Bézier (0.42, 0, 0.58, 1), computed by spec/support/uikit.lua apart from the
-- engine, and recomputed in python3 for the figures written out):
--   * push: the Pop view starts translated by +W and the Push view goes to −W, both in one
--     UIView.animate of 0.3 s on the default curve: at t, Pop's tx = W·(1 − e(t/0.3)) and
--     Push's = −W·e(t/0.3). At 0.1 s, e(1/3) = 0.231775: 301.912 and −91.088; at 0.15 s,
--     e(½) = ½ by symmetry: ±196.5.
--   * the edge swipe: the PopViewController's own UIScreenEdgePanGestureRecognizer (left
--     edge) begins the pop, held at 0 by the delegate's UIPercentDrivenInteractiveTransition;
--     each move updates it to p = min(|translation.x| / (W/3), 1). The pop animation's block
--     runs on ease-in-ease-out, and a percent-driven transition holds each block at p of its
--     duration through its own curve: Push's tx = −W·(1 − e(p)), Pop's = W·e(p). A 50-point
--     drag: p = 50/131 = 0.381679, e(p) = 0.303054: Pop at 119.100, Push at −273.900.
--   * lifted at p ≤ 0.5 the swipe cancels: the percent runs back to 0 over p·0.3 s along
--     completionCurve (ease-in-ease-out by default), so halfway through it is p/2; past 0.5
--     it finishes: the rest, (1 − p)·0.3 s, halfway at p + (1 − p)/2. A 100-point drag:
--     p = 0.763359, halfway q = 0.881679, e(q) = 0.972192: Pop at 382.072, Push at −10.928.
--     The clock counts whole microseconds, so "halfway" lands within a tick: the views move
--     under 0.003 points in a tick here, and the tolerance is 0.005 points.
local Slide = require "examples.outside.slide_navigation"
local UIKit = require "spec.support.uikit"

describe("seedante's NavigationControllerTransition, ported", function()
  local W, nav, push, pop

  local function advanceTo(t) clock.advance(t - clock.now) end

  -- a finger down at x = 5 (inside the left edge's 20 points), moved right by dx over 0.5 s
  local function edgeDrag(dx)
    local start = clock.now
    local touch = window:touch(Point(5, 400))
    touch:move(Point(5 + dx, 400), 0.5)
    advanceTo(start + 0.5)
    return touch
  end

  before_each(function()
    W = screen.bounds.width
    nav = Slide.NavigationController()
    window.rootViewController = nav
    clock.advance(0)
    push = nav.topViewController
    window:tap(W / 2, 426)                                 -- the Push scene's button
    pop = nav.topViewController
  end)

  it("slides the pushed view in from the right while the first leaves to the left", function()
    expect(pop.name):toBe("Pop")
    local start = clock.now
    local written = {[0.1] = {301.912, -91.088}, [0.15] = {196.5, -196.5}}
    for _, t in ipairs{0.1, 0.15, 0.25} do
      advanceTo(start + t)
      local e = UIKit.easeInOut(t / 0.3)
      expect(pop.view.presentation.transform.tx):toBeCloseTo(W * (1 - e), 1e-6)
      expect(push.view.presentation.transform.tx):toBeCloseTo(-W * e, 1e-6)
      if written[t] then
        expect(pop.view.presentation.transform.tx):toBeCloseTo(written[t][1], 1e-3)
        expect(push.view.presentation.transform.tx):toBeCloseTo(written[t][2], 1e-3)
      end
    end
    advanceTo(start + 0.3)
    clock.advance(0)
    expect(push.view.transform):toEqual(Transform.identity)   -- the completion's reset
    expect(push.view.window):toBe(nil)
    expect(nav.viewControllers):toEqual({push, pop})
  end)

  it("drags the pop by a third of the width and goes back when lifted short of half", function()
    advanceTo(1)
    local touch = edgeDrag(50)
    local p = 50 / (W / 3)
    expect(nav.topViewController):toBe(push)               -- the pop began with the swipe
    expect(pop.view.presentation.transform.tx):toBeCloseTo(W * UIKit.easeInOut(p), 1e-6)
    expect(push.view.presentation.transform.tx):toBeCloseTo(-W * (1 - UIKit.easeInOut(p)), 1e-6)
    expect(pop.view.presentation.transform.tx):toBeCloseTo(119.100, 1e-3)
    expect(push.view.presentation.transform.tx):toBeCloseTo(-273.900, 1e-3)
    clock.advance(1)                                       -- held while the finger rests
    expect(pop.view.presentation.transform.tx):toBeCloseTo(119.100, 1e-3)
    local lifted = clock.now
    touch:lift()
    clock.advance(0)                                       -- the lift's `ended` arrives
    expect(nav.delegate.interactive):toBe(false)
    clock.advance(p * 0.3 / 2)
    expect(pop.view.presentation.transform.tx):toBeCloseTo(W * UIKit.easeInOut(p / 2), 0.005)
    expect(push.view.presentation.transform.tx):toBeCloseTo(-W * (1 - UIKit.easeInOut(p / 2)), 0.005)
    advanceTo(lifted + 1)
    expect(nav.viewControllers):toEqual({push, pop})
    expect(nav.topViewController):toBe(pop)
    expect(pop.view.transform):toEqual(Transform.identity)
    expect(push.view.window):toBe(nil)                     -- a cancelled pop takes it back out
  end)

  it("finishes the pop when lifted past half, along ease-in-ease-out, with the same interaction", function()
    advanceTo(1)
    edgeDrag(30):lift()                                    -- a first swipe, cancelled
    advanceTo(3)
    local interaction = nav.delegate.interactionController
    local touch = edgeDrag(100)
    local p = 100 / (W / 3)
    expect(interaction.percentComplete):toBeCloseTo(p, 1e-9)
    expect(pop.view.presentation.transform.tx):toBeCloseTo(W * UIKit.easeInOut(p), 1e-6)
    local lifted = clock.now
    touch:lift()
    clock.advance((1 - p) * 0.3 / 2)
    local q = p + (1 - p) / 2
    expect(pop.view.presentation.transform.tx):toBeCloseTo(W * UIKit.easeInOut(q), 0.005)
    expect(pop.view.presentation.transform.tx):toBeCloseTo(382.072, 0.005)
    expect(push.view.presentation.transform.tx):toBeCloseTo(-10.928, 0.005)
    advanceTo(lifted + 1)
    expect(nav.viewControllers):toEqual({push})
    expect(push.view.transform):toEqual(Transform.identity)
    expect(pop.view.window):toBe(nil)
  end)

  it("starts no pop from a swipe 25 points in, clear of the edge", function()
    advanceTo(1)
    window:pan{from = Point(25, 400), to = Point(200, 400), duration = 0.5}
    clock.advance(1)
    expect(nav.viewControllers):toEqual({push, pop})
    expect(pop.view.presentation.transform.tx):toBe(0)
  end)

  it("pops with the button on the same slide, not interactively", function()
    advanceTo(1)
    window:tap(W / 2, 426)                                 -- the Pop scene's popMe button
    expect(nav.topViewController):toBe(push)
    advanceTo(1.1)
    local e = UIKit.easeInOut(1 / 3)
    expect(pop.view.presentation.transform.tx):toBeCloseTo(W * e, 1e-6)
    expect(push.view.presentation.transform.tx):toBeCloseTo(-W * (1 - e), 1e-6)
    advanceTo(2)
    expect(nav.viewControllers):toEqual({push})
  end)
end)
