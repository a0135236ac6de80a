-- interactive_dismiss_spec.lua — the InteractiveDismiss port (scripts/examples/outside/
-- interactive_dismiss.lua) on the default iPhone 15 (393 × 852). Numbers, computed here from
-- the Swift and UIKit's documented rules:
--   * the root's 50 × 50 button is centred at (196.5, 426); a tap presents the modal over the
--     current context with UIKit's cover vertical (0.5 s on ease-in-ease-out, cubic-bezier(0.42,
--     0, 0.58, 1), from one container height below: y = 852·(1 − e); the middle, 0.25 s, is
--     y = 426 exactly — the curve is symmetric);
--   * a pan on the modal: `began` makes a 0.3 s ease-out animator moving the view down by its
--     height, 852, starts and pauses it (fraction 0); each `changed` sets fractionComplete =
--     translation.y / 852. With scrubsLinearly (UIKit's default: "a linear timing function
--     during scrubbing") the transform moves linearly with it from the paused point, (0, 0):
--     ty = 852 · translation.y / 852 = translation.y, the view under the finger. A finger moved
--     426 points down in 0.5 s is 213 down at 0.25 s (the move is linear in time, one sample a
--     frame at 60 fps: frame 15 of 30), so ty = 213 there and 426 (fraction 0.5) at the end;
--     python3: 426 / 852 = 0.5, 170.4 / 852 = 0.2 exactly;
--   * lifted at 0.5 ≥ 0.3 the animator starts again towards the end, and its completion (.end)
--     dismisses without animation; lifted at 0.2 it is reversed first and runs back to .start,
--     whose completion sets the identity. Apple does not describe the path a resumed animator
--     takes after a linear scrub, so the spec pins the scrub and the ends.
local Dismiss = require "examples.outside.interactive_dismiss"
local UIKit = require "spec.support.uikit"

describe("InteractiveDismiss, ported", function()
  local root

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    root = Dismiss.ViewController()
    window.rootViewController = root
    clock.advance(0)
  end)

  local function open()
    window:tap(196.5, 426)
    local modal = root.presentedViewController
    advanceTo(clock.now + 0.5)
    clock.advance(0)
    return modal
  end

  it("presents the modal over the current context by the cover vertical", function()
    local start = clock.now
    window:tap(196.5, 426)
    local modal = root.presentedViewController
    expect(modal.name):toBe("modal")
    expect(modal.modalPresentationStyle):toBe("overCurrentContext")
    advanceTo(start + 0.1)
    expect(modal.view.presentation.frame.y):toBeCloseTo(852 * (1 - UIKit.easeInOut(0.2)), 1e-6)
    expect(UIKit.easeInOut(0.2)):toBeCloseTo(0.081659856266, 1e-9)        -- python3
    advanceTo(start + 0.25)
    expect(modal.view.presentation.frame.y):toBeCloseTo(426, 1e-6)
    advanceTo(start + 0.5)
    clock.advance(0)
    expect(modal.view.frame):toEqual(Rect(0, 0, 393, 852))
    expect(root.view.window):toBe(window)                  -- over the context: the root stays
    expect(modal.view:find("dragButton").frame):toEqual(Rect(46.5, 401, 300, 50))
  end)

  -- a finger put down on the modal at (196, 600), moved straight down by dy over 0.5 s
  local function drag(dy)
    local start = clock.now
    local touch = window:touch(Point(196, 600))
    touch:move(Point(196, 600 + dy), 0.5)
    return touch, start
  end

  it("drags the modal under the finger and dismisses it when lifted past 30 %", function()
    local modal = open()
    local touch, start = drag(426)
    advanceTo(start + 0.25)
    expect(modal.animator.state):toBe("active")
    expect(modal.animator.isRunning):toBe(false)
    expect(modal.animator.fractionComplete):toBeCloseTo(213 / 852, 1e-12)
    expect(modal.view.presentation.transform.ty):toBeCloseTo(213, 1e-9)
    advanceTo(start + 0.5)
    expect(modal.animator.fractionComplete):toBeCloseTo(0.5, 1e-12)
    expect(modal.view.presentation.transform.ty):toBeCloseTo(426, 1e-9)
    expect(modal.view.presentation.frame.y):toBeCloseTo(426, 1e-9)
    touch:lift()
    clock.advance(0)                                        -- the lift, after the last move
    expect(modal.animator.isRunning):toBe(true)
    advanceTo(clock.now + 0.3)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)          -- dismiss(animated: false) at .end
    expect(modal.view.window):toBe(nil)
    expect(modal.view.transform.ty):toBe(852)              -- the block's end, kept
  end)

  it("sends the modal back when lifted short of 30 %", function()
    local modal = open()
    local touch, start = drag(170.4)
    advanceTo(start + 0.5)
    expect(modal.view.presentation.transform.ty):toBeCloseTo(170.4, 1e-9)
    touch:lift()
    clock.advance(0)
    expect(modal.animator.isReversed):toBe(true)
    advanceTo(clock.now + 0.3)
    clock.advance(0)
    expect(modal.animator.state):toBe("inactive")
    expect(root.presentedViewController):toBe(modal)
    expect(modal.view.transform):toEqual(Transform.identity)
    expect(modal.view.presentation.transform):toEqual(Transform.identity)
  end)
end)
