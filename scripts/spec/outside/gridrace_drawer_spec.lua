-- gridrace_drawer_spec.lua — GridRace's details drawer (scripts/examples/outside/
-- gridrace_drawer.lua) on the iPhone 15 (393 × 852; safe area y 103 … 769). Numbers, from the
-- Swift and Apple's documentation, the springs worked out in python3 (closed form, ω₀ fitted
-- by the settling rule of docs/animation.md, ε = 1/1200):
--   * the drawer is 0.6 × 852 = 511.2 high on the safe area's bottom: y = 769 − 511.2 = 257.8;
--     collapsing, it goes to y = 852 − 83 − 30 − 64 − 32 = 643 (its own frame's height kept);
--   * the pan's began makes the animator and scrubs it (the Swift's `else` runs for began as
--     well): that activates it, so the model frame is the target, and every later progress
--     is translation ÷ 643 (`(translatedY / frame.origin.y) − 1`, the frame read after the
--     block ran — as on a device). 200 points down: 0.311042, the drawer at 257.8 + 385.2 ×
--     0.311042 = 377.6134;
--   * released at 400 points/s (≥ 100): on, `continueAnimation(spring, durationFactor: 1)`,
--     dy = 400 / 100 = 4 (the drawer moves along y alone: dy is the component). The rest:
--     (1 − 0.311042) × 0.6 s = 0.413375 s, ω₀ = 22.54448; y = 377.6134 + 265.3866 × (1 − x(t)):
--     589.2585 at 0.1 s, 646.3688 at 0.2 s (past 643, a spring overshoots);
--   * dragged 50 points in 1 s (50 points/s, under a third of the screen): reversed, dy = 0.5
--     towards the start, the rest 0.077760 × 0.6 = 0.046656 s (ω₀ = 203.58818): 257.9027 at
--     0.02 s.
local Drawer = require "examples.outside.gridrace_drawer"

describe("GridRace's details drawer, ported", function()
  local vc, drawer

  before_each(function()
    vc = Drawer.MapViewController()
    window.rootViewController = vc
    window:layoutIfNeeded()
    clock.advance(0)
    drawer = vc.collapsableDetailsView
  end)

  it("lays the map over the safe area and the drawer on its bottom", function()
    expect(vc.mapView.frame):toEqual(Rect(0, 103, 393, 666))
    expect(drawer.frame):toBeCloseTo(Rect(0, 257.8, 393, 511.2), 1e-9)
  end)

  it("follows the finger, then springs on with the release's velocity", function()
    local touch = window:touch(Point(196.5, 272.8))                   -- on the grip
    touch:move(Point(196.5, 472.8), 0.5)
    clock.advance(0.5)
    local animator = vc.collapsableDetailsAnimator
    expect(animator.isRunning):toBe(false)
    expect(animator.fractionComplete):toBeCloseTo(200 / 643, 1e-9)
    expect(drawer.presentation.frame.y):toBeCloseTo(377.61337480559877, 1e-6)
    expect(drawer.frame.y):toBe(643)                                   -- the model: the block's
    touch:lift()
    clock.advance(0)                                                   -- the lift's `ended`
    expect(animator.isRunning):toBe(true)
    clock.advance(0.1)
    expect(drawer.presentation.frame.y):toBeCloseTo(589.2585327445302, 1e-6)
    expect(animator.fractionComplete):toBeCloseTo(200 / 643 + 0.1 / 0.6, 1e-9)
    clock.advance(0.1)
    expect(drawer.presentation.frame.y):toBeCloseTo(646.3688133837762, 1e-6)
    expect(vc.isCollapsed):toBe(false)
    clock.advance(0.3)
    expect(vc.isCollapsed):toBe(true)                                  -- the completion ran
    expect(animator.state):toBe("inactive")
    expect(drawer.frame.y):toBe(643)
  end)

  it("goes back on a short slow drag, the spring towards the start", function()
    local touch = window:touch(Point(196.5, 272.8))
    touch:move(Point(196.5, 322.8), 1)
    clock.advance(1)
    touch:lift()
    clock.advance(0)
    local animator = vc.collapsableDetailsAnimator
    expect(animator.isReversed):toBe(true)
    clock.advance(0.02)
    expect(drawer.presentation.frame.y):toBeCloseTo(257.90265318912105, 1e-6)
    clock.advance(0.03)
    expect(animator.state):toBe("inactive")
    expect(vc.isCollapsed):toBe(false)
    expect(drawer.frame):toBeCloseTo(Rect(0, 257.8, 393, 511.2), 1e-9)
  end)
end)
