-- scrub_pan_spec.lua — the ios-starter-kit pan-scrubbed property animator
-- (scripts/examples/outside/scrub_pan.lua) on the default iPhone 15 (393 × 852): the square
-- is (0, 376, 100, 100) — leading edge at 0, centre y at 852 / 2 = 426. Numbers, computed
-- here from the Swift and Apple's documentation of UIViewPropertyAnimator:
--   * the pan's `began` makes the animator (3 s, .easeOut; translation 275 and alpha 0 in
--     its block), starts it and pauses it at once: fractionComplete 0, nothing has moved;
--   * each `changed` sets fractionComplete = translation.x / 275 (translation in myView,
--     whose transform is a pure translation, so the finger's own x distance). Apple:
--     scrubsLinearly is true by default, and then "the animator uses a linear timing function
--     during scrubbing" — so the square's presented tx is 275·f = the finger's distance and
--     its alpha 1 − f: 55 points → tx 55, alpha 0.8; 137.5 points → tx 137.5, alpha 0.5;
--   * lifting calls continueAnimation(withTimingParameters: nil, durationFactor: 0): the
--     same curve, and a factor of 0 — which Apple's page leaves undescribed ("multiplied by
--     the original duration … to obtain the new duration"); the WWDC 2017 session that
--     teaches this pattern passes 0 to run out the time left, and Transit reads it so
--     (docs/animation.md): the rest takes (1 − f)·3 s, 1.5 s from f = 0.5. What path the
--     values take from the scrubbed point is not documented; the spec pins only that they
--     rise steadily to the block's values, reached at that end and not before.
local Scrub = require "examples.outside.scrub_pan"

describe("the ios-starter-kit pan-scrubbed animator, ported", function()
  local vc, square

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    vc = Scrub.ViewController()
    window.rootViewController = vc
    clock.advance(0)
    square = vc.myView
  end)

  it("lays the square at the left edge, half-way down", function()
    expect(square.frame):toEqual(Rect(0, 376, 100, 100))
    expect(square.backgroundColor):toEqual(Color.blue)
  end)

  it("moves with the finger, linearly, while paused, then runs out the rest on release", function()
    local touch = window:touch(Point(50, 426))
    touch:move(Point(105, 426), 0.2)
    advanceTo(0.2)
    local animator = vc.animator
    expect(animator.state):toBe("active")
    expect(animator.isRunning):toBe(false)
    expect(animator.fractionComplete):toBeCloseTo(0.2, 1e-9)
    expect(square.presentation.transform.tx):toBeCloseTo(55, 1e-9)
    expect(square.presentation.alpha):toBeCloseTo(0.8, 1e-9)
    clock.advance(1)                                          -- paused: a resting finger holds it
    expect(square.presentation.transform.tx):toBeCloseTo(55, 1e-9)
    touch:move(Point(187.5, 426), 0.2)
    advanceTo(1.4)
    expect(animator.fractionComplete):toBeCloseTo(0.5, 1e-9)
    expect(square.presentation.transform.tx):toBeCloseTo(137.5, 1e-9)
    expect(square.presentation.alpha):toBeCloseTo(0.5, 1e-9)
    expect(square.transform):toEqual(Transform.translation(275, 0))   -- the model: the block's values
    touch:lift()
    clock.advance(0)                                          -- the lift's `ended` arrives
    expect(animator.isRunning):toBe(true)
    local lifted = clock.now
    local last = 137.5
    for i = 1, 14 do                                          -- every 0.1 s: rising, short of the end
      advanceTo(lifted + i / 10)
      local tx = square.presentation.transform.tx
      expect(tx > last and tx < 275):toBe(true)
      expect(square.presentation.alpha):toBeCloseTo(1 - tx / 275, 1e-9)   -- one curve for both
      last = tx
    end
    expect(animator.state):toBe("active")
    advanceTo(lifted + 1.5)
    expect(animator.state):toBe("inactive")
    expect(square.presentation.transform.tx):toBe(275)
    expect(square.presentation.alpha):toBe(0)
  end)
end)
