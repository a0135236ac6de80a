-- toast_spec.lua — BoosterKit's ToastController (scripts/examples/outside/toast.lua) with its
-- default parameters on the default iPhone 15 (393 × 852, 34 points of bottom safe area): the
-- toast is (16, 789.5, 361, 20.5). Numbers, computed here from the Swift and UIKit's rules:
--   * the animator runs 0.35 s on the cubic Bézier (0.33, 1) (0.68, 1): alpha = B(t / 0.35);
--   * `pausesOnCompletion`: at 0.35 s it stays active and paused at alpha 1, and `isRunning`
--     goes false: the machine moves to `hold` and adds the timer made at 0 s for 0.35 + 1.0;
--   * at 1.35 s the timer fires: `isReversed = true`, `startAnimation()` — the animator runs
--     back over its 0.35 s, retracing its curve: alpha = B(1 − s / 0.35), s seconds in;
--   * at 1.7 s it is at its start and `isRunning` goes false again: the tear-down removes the
--     toast and the controller forgets the machine;
--   python3 (bisection on the Bézier): B(¼) = 0.577342, B(½) = 0.872202, B(¾) = 0.983384.
local Toast = require "examples.outside.toast"

describe("BoosterKit's toast, ported", function()
  local function advanceTo(t) clock.advance(t - clock.now) end

  it("fades in, holds, fades out by the same animator reversed, and is removed", function()
    local root = ViewController{name = "root"}
    window.rootViewController = root
    clock.advance(0)
    local controller = Toast.ToastController(function() return Label{} end, Toast.defaultParams())
    controller.canvas = root.view
    local start = clock.now
    controller:show("Saved")
    local toast = root.view.subviews[#root.view.subviews]
    expect(toast.text):toBe("Saved")
    expect(toast.frame):toEqual(Rect(16, 789.5, 361, 20.5))
    local fsm = next(controller._instances)
    expect(fsm._state):toBe("show")

    advanceTo(start + 0.0875); expect(toast.presentation.alpha):toBeCloseTo(0.577342, 1e-6)
    advanceTo(start + 0.175); expect(toast.presentation.alpha):toBeCloseTo(0.872202, 1e-6)
    advanceTo(start + 0.35); clock.advance(0)
    expect(fsm._state):toBe("hold")                        -- told by isRunning: true → false
    expect(fsm._animator.state):toBe("active")             -- paused at its end
    expect(toast.presentation.alpha):toBe(1)

    advanceTo(start + 1.34)
    expect(fsm._state):toBe("hold")
    advanceTo(start + 1.35)
    expect(fsm._state):toBe("hide")
    expect(fsm._animator.isReversed):toBe(true)
    advanceTo(start + 1.35 + 0.0875); expect(toast.presentation.alpha):toBeCloseTo(0.983384, 1e-6)
    advanceTo(start + 1.35 + 0.175); expect(toast.presentation.alpha):toBeCloseTo(0.872202, 1e-6)
    expect(toast.superview):toBe(root.view)
    advanceTo(start + 1.7); clock.advance(0)
    expect(toast.superview):toBe(nil)                      -- the tear-down
    expect(next(controller._instances)):toBe(nil)

    -- The Swift machine never goes (its observation's closure holds it, and it holds the
    -- observation), so its animator, paused at its start, is never released; here it is ended
    fsm._animator:stopAnimation(true)
  end)
end)
