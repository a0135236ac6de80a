-- edge_present_spec.lua — the TransitionAnimation port (scripts/examples/outside/
-- edge_present.lua) on the default iPhone 15 (393 × 852). Numbers, computed here from the
-- Swift and UIKit's documented rules:
--   * a finger down at (5, 400), within the left edge's 20 points, moved right: the edge pan
--     begins at the first move and presents the second screen interactively (the delegate
--     vends the Interactor while `hasStarted`); each change updates it to translation.x / 393;
--   * the animator moves the presenter's frame right by 393 in one `UIView.animate` of 0.5 s on
--     the default curve, cubic-bezier(0.42, 0, 0.58, 1). UIKit's percent-driven update holds
--     the transition's time at p × 0.5 s, so the view shows easeInOut(p) of the way
--     (docs/transitions.md, "update(p)"): x = 393·easeInOut(p). Moving 294.75 points (p =
--     0.75) in 0.5 s, the finger is 147.375 in at 0.25 s (the move is linear in time, one
--     sample a frame): p = 0.375. python3: easeInOut(0.375) = 0.292770802376785, x =
--     115.058925334; easeInOut(0.75) = 0.870838068952680, x = 342.239361098. By hand, p = 0.75:
--     the curve's x(s) = 0.75 at s ≈ 0.7337, where y = 3(1 − s)s² + s³ = 0.8708;
--   * lifted past half it finishes: the rest, (1 − 0.75) × 0.5 s = 0.125 s; short of half
--     (100 / 393 = 0.2545) it cancels, over 0.2545 × 0.5 s. The animator puts nothing back
--     and even takes the presenter's view out; UIKit does not document what a cancelled
--     present leaves, and Transit puts everything as it was before the present began
--     (docs/transitions.md, step 6): the spec pins that, as Transit's reading.
local Edge = require "examples.outside.edge_present"
local UIKit = require "spec.support.uikit"

describe("TransitionAnimation's edge-swipe presentation, ported", function()
  local root

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    root = Edge.ViewController()
    window.rootViewController = root
    clock.advance(0)
  end)

  local function swipe(dx)
    local start = clock.now
    local touch = window:touch(Point(5, 400))
    touch:move(Point(5 + dx, 400), 0.5)
    return touch, start
  end

  it("presents the second screen under a finger in from the left edge, and finishes past half", function()
    local touch, start = swipe(294.75)
    advanceTo(start + 0.25)
    local detail = root.presentedViewController
    expect(detail.name):toBe("Second")
    expect(root.interactor.hasStarted):toBe(true)
    expect(root.interactor.percentComplete):toBeCloseTo(0.375, 1e-12)
    expect(root.view.presentation.frame.x):toBeCloseTo(115.058925334, 1e-6)
    expect(UIKit.easeInOut(0.375)):toBeCloseTo(0.292770802376785, 1e-9)
    advanceTo(start + 0.5)
    expect(root.view.presentation.frame.x):toBeCloseTo(342.239361098, 1e-6)
    expect(root.view.frame.x):toBe(393)                   -- the model: the block's end
    expect(root.interactor.shoudFinish):toBe(true)
    touch:lift()
    advanceTo(clock.now + 0.13)
    clock.advance(0)
    expect(root.interactor.hasStarted):toBe(false)
    expect(root.presentedViewController):toBe(detail)
    expect(detail.view.window):toBe(window)
    expect(detail.view.frame):toEqual(Rect(0, 0, 393, 852))
    expect(root.view.superview):toBe(nil)                  -- the completion took it out
  end)

  it("cancels short of half, and the first screen is as it was (Transit's reading)", function()
    local touch, start = swipe(100)
    advanceTo(start + 0.5)
    expect(root.view.presentation.frame.x):toBeCloseTo(52.631119007, 1e-6)   -- python3
    expect(root.interactor.shoudFinish):toBe(false)
    touch:lift()
    advanceTo(clock.now + 0.2)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)
    expect(root.interactor.hasStarted):toBe(false)
    expect(root.view.window):toBe(window)
    expect(root.view.frame):toEqual(Rect(0, 0, 393, 852))
  end)

  it("on the second screen, a drag down presents a first screen again, the presenter going down", function()
    local touch = swipe(294.75)
    advanceTo(clock.now + 0.5)
    touch:lift()
    advanceTo(clock.now + 0.2)
    clock.advance(0)
    local detail = root.presentedViewController
    expect(detail.interactor):toBe(root.interactor)
    local start = clock.now
    touch = window:touch(Point(200, 300))
    touch:move(Point(200, 300 + 639), 0.5)                 -- 639 / 852 = 0.75
    advanceTo(start + 0.5)
    local again = detail.presentedViewController
    expect(again.name):toBe("First")
    expect(detail.view.presentation.frame.y):toBeCloseTo(852 * 0.870838068952680, 1e-6)
    touch:lift()
    advanceTo(clock.now + 0.13)
    clock.advance(0)
    expect(detail.presentedViewController):toBe(again)
    expect(again.view.window):toBe(window)
  end)
end)
