-- circle_reveal_spec.lua — abhi266raj's CircleTransition (scripts/examples/outside/
-- circle_reveal.lua) on the default iPhone 15 (393 × 852). Numbers, computed here from the
-- Objective-C and UIKit's rules:
--   * the mask (UIView.mask) lives in the masked view's bounds coordinates, here the
--     container's: the masked view fills it;
--   * open, 0.5 s on UIView.animate's default curve, ease-in-ease-out (the cubic Bézier
--     (0.42, 0, 0.58, 1)): e = easeInOut(t / 0.5). The block sets the frame (0, 0, 1704, 1704)
--     — 2 × 852 — then the centre to the container's, (196.5, 426): the model goes from the
--     zero rectangle at (0, 0) (centre (0, 0), size 0) to centre (196.5, 426), side 1704, so
--     the presented frame is centre e·(196.5, 426), side 1704·e: x = −655.5·e, y = −426·e;
--     the corner radius 852·e (a circle: half the side), the alpha e;
--   * close: the same circle run backwards, f = 1 − easeInOut(t / 0.5);
--   * by hand: e = ½ at 0.25 s: frame (−327.75, −213, 852, 852), radius 426, alpha ½; the
--     bottom-right corner (393, 852) lies √(294.75² + 639²) = 703.70 from the circle's centre
--     (98.25, 213), outside its radius 426: still hidden;
--   python3 (bisection on the Bézier): 0.1 s: e = 0.0816598563, frame (−53.528036,
--     −34.787099, 139.148395, 139.148395), radius 69.574198; 0.4 s: e = 0.9183401437, frame
--     (−601.971964, −391.212901, 1564.851605, 1564.851605), radius 782.425802, the corner
--     507.445190 from the centre: revealed, at alpha e.
local Circle = require "examples.outside.circle_reveal"
local UIKit = require "spec.support.uikit"

describe("abhi266raj's circle transition, ported", function()
  local root

  local function advanceTo(t) clock.advance(t - clock.now) end

  -- how much of `view` shows at `p` (its bounds coordinates) through its mask's presentation:
  -- the mask's alpha inside its circle, nothing outside (a black background, corner radius
  -- half the side)
  local function shown(view, p)
    local m = view.mask.presentation
    local f = m.frame
    local r = f.width / 2
    local dx, dy = p.x - (f.x + r), p.y - (f.y + r)
    expect(m.cornerRadius):toBeCloseTo(r, 1e-9)
    return (dx * dx + dy * dy <= r * r) and m.alpha or 0
  end

  local function expectFrame(f, x, y, side)
    expect(f.x):toBeCloseTo(x, 1e-6)
    expect(f.y):toBeCloseTo(y, 1e-6)
    expect(f.width):toBeCloseTo(side, 1e-6)
    expect(f.height):toBeCloseTo(side, 1e-6)
  end

  before_each(function()
    root = Circle.ViewController()
    window.rootViewController = root
    clock.advance(0)
  end)

  local function open()
    expect(root.view:find("button").frame):toEqual(Rect(0, 0, 100, 100))
    window:tap(50, 50)
    return root.presentedViewController
  end

  it("reveals the presented screen through a circle growing from the top left", function()
    local start = clock.now
    local output = open()
    expect(output.name):toBe("OutputViewController")
    local circle = output.view.mask
    expect(circle.name):toBe("circleView")
    expect(circle.superview):toBe(nil)                        -- a mask is no subview
    expect(circle.frame):toEqual(Rect(-655.5, -426, 1704, 1704))   -- the model: where it ends
    expect(circle.cornerRadius):toBe(852)

    advanceTo(start + 0.1)
    local e = UIKit.easeInOut(0.2)
    expect(e):toBeCloseTo(0.0816598563, 1e-9)                 -- python3
    expectFrame(circle.presentation.frame, -655.5 * e, -426 * e, 1704 * e)
    expectFrame(circle.presentation.frame, -53.528036, -34.787099, 139.148395)
    expect(circle.presentation.cornerRadius):toBeCloseTo(69.574198, 1e-6)
    expect(shown(output.view, Point(10, 10))):toBeCloseTo(0.0816598563, 1e-9)

    advanceTo(start + 0.25)                                   -- by hand: e = ½
    expectFrame(circle.presentation.frame, -327.75, -213, 852)
    expect(circle.presentation.alpha):toBeCloseTo(0.5, 1e-9)
    expect(shown(output.view, Point(393, 852))):toBe(0)       -- 703.70 from the centre, radius 426
    expect(shown(output.view, Point(300, 500))):toBeCloseTo(0.5, 1e-9)   -- 350.82 from it

    advanceTo(start + 0.4)
    expectFrame(circle.presentation.frame, -601.971964, -391.212901, 1564.851605)
    expect(shown(output.view, Point(393, 852))):toBeCloseTo(0.9183401437, 1e-9)

    advanceTo(start + 0.5)
    clock.advance(0)
    expect(output.view.mask):toBe(nil)                        -- the completion took it away
    expect(root.presentedViewController):toBe(output)
    expect(output.view.window):toBe(window)
    expect(root.view.window):toBe(nil)                        -- fullScreen: the presenter left
  end)

  it("hides the dismissed screen under the circle shrinking back onto the top left", function()
    local output = open()
    clock.advance(0.5)
    clock.advance(0)
    local start = clock.now
    window:tap(50, 50)                                        -- the close button
    local circle = output.view.mask
    expect(circle.name):toBe("circleView")
    expect(circle.frame):toEqual(Rect(0, 0, 0, 0))
    expect(root.view.superview):toBe(output.view.superview)   -- under it, in the container

    advanceTo(start + 0.1)
    expectFrame(circle.presentation.frame, -601.971964, -391.212901, 1564.851605)
    expect(circle.presentation.alpha):toBeCloseTo(0.9183401437, 1e-9)
    advanceTo(start + 0.25)
    expectFrame(circle.presentation.frame, -327.75, -213, 852)
    expect(circle.presentation.cornerRadius):toBeCloseTo(426, 1e-9)
    advanceTo(start + 0.4)
    expectFrame(circle.presentation.frame, -53.528036, -34.787099, 139.148395)
    expect(shown(output.view, Point(300, 500))):toBe(0)

    advanceTo(start + 0.5)
    clock.advance(0)
    expect(output.view.mask):toBe(nil)
    expect(root.presentedViewController):toBe(nil)
    expect(root.view.window):toBe(window)
  end)
end)
