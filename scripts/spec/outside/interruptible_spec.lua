-- interruptible_spec.lua — the InteruptibleInteractiveTransition port (scripts/examples/
-- outside/interruptible.lua) on the default iPhone 15 (393 × 852): a navigation controller
-- holding the master, whose image pushes the slave. Numbers, computed here from the Swift and
-- UIKit's documented rules for UIViewPropertyAnimator:
--   * both property animators are UICubicTimingParameters(animationCurve: .linear) of 3 s, so
--     a value at fraction f of its way is start + (end − start) · f;
--   * a push starts by the clock (wantsInteractiveStart is initiallyInteractive, false for a
--     tap): the slave's view fades 0 → 1 and the stand-in image goes from the master's frame
--     (100, 200, 300, 300) to the slave's (0, 150, 834, 834) over 3 s;
--   * a pop under the finger scrubs the transition animator: each pan sample adds
--     translation.y / containerView.bounds.midY = dy / 426 to fractionComplete (then resets
--     the translation), so a 213-point drag down is fraction 0.5 — the slave's view at alpha
--     1 − 0.5 — and moves the image's centre down by the same 213 points;
--   * lifting (slower than 1,200 points per second: no flick) finishes past 0.33, else
--     cancels. continueAnimation(withTimingParameters: nil, durationFactor: 3 / 3) runs the
--     rest of the 3 s on the same linear curve — (1 − f) · 3 s forwards, f · 3 s reversed
--     (Apple: a reversed animator runs back to the start, and reversed to its start the
--     property animator's model goes back to the start values) — while a new 3 s item animator
--     moves the image from where it is to the end (or start) frame.
local Interruptible = require "examples.outside.interruptible"

describe("InteruptibleInteractiveTransition, ported", function()
  local nav, master, controller

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function lerp(a, b, f) return a + (b - a) * f end
  -- the clock counts whole microseconds: a time that is no whole number of them lands within
  -- a tick, where the image (at most 534 points in 3 s) moves under 0.0002 points
  local function expectFrame(view, x, y, w, h)
    local frame = view.presentation.frame
    expect(frame.x):toBeCloseTo(x, 2e-4)
    expect(frame.y):toBeCloseTo(y, 2e-4)
    expect(frame.width):toBeCloseTo(w, 2e-4)
    expect(frame.height):toBeCloseTo(h, 2e-4)
  end

  before_each(function()
    master = Interruptible.MasterViewController()
    nav = NavigationController{rootViewController = master}
    controller = Interruptible.TransitionController.new(nav)
    window.rootViewController = nav
    clock.advance(0)
  end)

  -- the master's image is at (100, 200, 300, 300): a tap inside it pushes
  local function pushByTap()
    window:tap(250, 350)
    return nav.viewControllers[2]
  end

  it("pushes by the clock: the slave fades in as the image grows to its frame", function()
    local start = clock.now
    local slave = pushByTap()
    expect(slave.name):toBe("slave")
    local driver = controller.transitionDriver
    local item = driver.itemView
    expect(master.imageView.alpha):toBe(0)
    expect(slave.imageView.alpha):toBe(0)
    for _, f in ipairs{0.25, 0.5, 0.75} do
      advanceTo(start + 3 * f)
      expect(slave.view.presentation.alpha):toBeCloseTo(f, 1e-6)
      expectFrame(item, lerp(100, 0, f), lerp(200, 150, f), lerp(300, 834, f), lerp(300, 834, f))
    end
    advanceTo(start + 3.01)
    expect(nav.viewControllers):toEqual({master, slave})
    expect(item.superview):toBe(nil)
    expect(master.imageView.alpha):toBe(1)
    expect(slave.imageView.alpha):toBe(1)
    expect(slave.view.alpha):toBe(1)
    expect(controller.transitionDriver):toBe(nil)        -- animationEnded cleaned up
  end)

  -- a finger put down at (200, 300), moved straight down by dy over `duration`
  local function dragDown(dy, duration)
    local start = clock.now
    local touch = window:touch(Point(200, 300))
    touch:move(Point(200, 300 + dy), duration)
    advanceTo(start + duration)
    return touch
  end

  it("pops under a finger going down, and finishes when lifted past a third", function()
    local slave = pushByTap()
    advanceTo(clock.now + 3.01)
    local touch = dragDown(213, 1)
    local driver = controller.transitionDriver
    local item = driver.itemView
    expect(driver.transitionAnimator.fractionComplete):toBeCloseTo(0.5, 1e-9)
    expect(slave.view.presentation.alpha):toBeCloseTo(0.5, 1e-6)
    expectFrame(item, 0, 150 + 213, 834, 834)
    local lifted = clock.now
    touch:lift()
    for _, s in ipairs{0.375, 0.75, 1.125} do
      advanceTo(lifted + s)
      expect(slave.view.presentation.alpha):toBeCloseTo(0.5 - 0.5 * s / 1.5, 1e-3)
      local f = s / 3
      expectFrame(item, lerp(0, 100, f), lerp(363, 200, f), lerp(834, 300, f), lerp(834, 300, f))
    end
    advanceTo(lifted + 1.51)
    expect(nav.viewControllers):toEqual({master})
    expect(item.superview):toBe(nil)
    expect(master.imageView.alpha):toBe(1)
  end)

  it("goes back when lifted short of a third, the reversed animator restoring the alpha", function()
    local slave = pushByTap()
    advanceTo(clock.now + 3.01)
    local touch = dragDown(100, 1)
    local p = 100 / 426
    local driver = controller.transitionDriver
    local item = driver.itemView
    expect(slave.view.presentation.alpha):toBeCloseTo(1 - p, 1e-6)
    local lifted = clock.now
    touch:lift()
    advanceTo(lifted + p * 3 / 2)                          -- halfway back
    expect(slave.view.presentation.alpha):toBeCloseTo(1 - p / 2, 1e-3)
    expectFrame(item, 0, 250 - 100 * (p * 3 / 2) / 3, 834, 834)
    advanceTo(lifted + p * 3 + 0.01)
    expect(nav.viewControllers):toEqual({master, slave})
    expect(slave.view.alpha):toBe(1)
    expect(slave.view.window):toBe(window)
    expect(master.view.window):toBe(nil)                   -- a stack shows its top view only
    expect(item.superview):toBe(nil)
    expect(controller.transitionDriver):toBe(nil)
  end)

  -- A flick: 100 points in 0.05 s is 2,000 points per second downwards, over the Swift's
  -- 1,200, so the pop finishes although the fraction, 100 / 426, is short of a third; the rest,
  -- (1 − p) · 3 s, runs on the linear curve. (The driver resets the translation at each change;
  -- UIKit's velocity at the end is still the finger's, as WWDC 2016's sample, whose flick this
  -- is, relies on.)
  it("finishes a short pop flicked down", function()
    local slave = pushByTap()
    advanceTo(clock.now + 3.01)
    local touch = dragDown(100, 0.05)
    local p = 100 / 426
    local lifted = clock.now
    touch:lift()
    advanceTo(lifted + (1 - p) * 3 / 2)
    expect(slave.view.presentation.alpha):toBeCloseTo((1 - p) / 2, 1e-3)
    advanceTo(lifted + (1 - p) * 3 + 0.01)
    expect(nav.viewControllers):toEqual({master})
  end)

  -- The image's long press (minimumPressDuration 0) is not ported: its action, `press`, is
  -- called here with the states the recognizer would give. Caught at 1.5 s the push holds at
  -- fraction 0.5, the image where it was (its animator stopped without finishing); let go, the
  -- rest runs 1.5 s and the image goes on from there to the slave's frame over 3 s.
  it("holds a push caught by a press, and finishes it when the press ends", function()
    local start = clock.now
    local slave = pushByTap()
    local driver = controller.transitionDriver
    local item = driver.itemView
    advanceTo(start + 1.5)
    driver:press{state = "began"}
    advanceTo(start + 2.5)
    expect(slave.view.presentation.alpha):toBeCloseTo(0.5, 1e-6)
    expectFrame(item, 50, 175, 567, 567)
    local released = clock.now
    driver:press{state = "ended"}
    advanceTo(released + 0.75)
    expect(slave.view.presentation.alpha):toBeCloseTo(0.75, 1e-3)
    expectFrame(item, lerp(50, 0, 0.25), lerp(175, 150, 0.25), lerp(567, 834, 0.25), lerp(567, 834, 0.25))
    advanceTo(released + 1.51)
    expect(nav.viewControllers):toEqual({master, slave})
    expect(slave.view.alpha):toBe(1)
  end)

  it("does not begin a pop on a sideways drag, nor on the root alone", function()
    local touch = window:touch(Point(200, 300))
    touch:move(Point(200, 500), 0.5):lift()
    advanceTo(clock.now + 1)
    expect(controller.transitionDriver):toBe(nil)          -- one controller: refused
    local slave = pushByTap()
    advanceTo(clock.now + 3.01)
    touch = window:touch(Point(100, 300))
    touch:move(Point(300, 320), 0.5):lift()
    advanceTo(clock.now + 1)
    expect(nav.viewControllers):toEqual({master, slave})
  end)
end)
