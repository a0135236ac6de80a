-- presentr_spec.lua — the Presentr port (scripts/examples/outside/presentr.lua) on the
-- default iPhone 15, whose container is 393 × 852. Numbers, computed here from the Swift:
--   * ModalSize works in Swift's Float: .default's width is floorf(393 − 30 · 2) = 333 and its
--     height floorf(852 · 0.66) = floorf(562.32…) = 562 (0.66 as a Float is 0.66000003, which
--     moves no floor here); .center is the container's centre (196.5, 426), so a popup's frame
--     is (196.5 − 333 / 2, 426 − 562 / 2, 333, 562) = (30, 145, 333, 562);
--   * an alert is 270 × 180 about the centre: (61.5, 336, 270, 180);
--   * the top half is (.full, .half) = 393 × floorf(852 / 2) = 426 about .topCenter, whose y is
--     852 · (1 / 4) − 1 = 212: the frame (0, 212 − 213, 393, 426) = (0, −1, 393, 426);
--   * the animations start from transform(containerFrame:finalFrame:): cover vertical moves
--     the frame's y to 852 + its height, from the top to −its height, from a corner x to
--     393 + its width (right) and y as cover vertical (bottom);
--   * .normal(duration: 0.4) is UIView.animate(withDuration: 0.4, animations:), whose curve
--     is UIKit's default ease-in-ease-out, e = easeInOut(t / 0.4); the frame in between is the
--     blend of the two frames at e (UIView.animate moves centre and bounds on one curve);
--   * the chrome view's fade is an alongside animation: the transition's duration and curve,
--     alpha e; its colour black at the default opacity 0.7.
local Presentr = require "examples.outside.presentr"
local UIKit = require "spec.support.uikit"

describe("Presentr, ported", function()
  local W, H, T = 393, 852, 0.4
  local root, presented, presenter

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function expectFrame(actual, expected)
    expect(actual.x):toBeCloseTo(expected.x, 1e-6)
    expect(actual.y):toBeCloseTo(expected.y, 1e-6)
    expect(actual.width):toBeCloseTo(expected.width, 1e-6)
    expect(actual.height):toBeCloseTo(expected.height, 1e-6)
  end

  -- presents with `presenter`, then checks the frame at T/4, T/2, 3T/4 and the end
  local function checkSlide(from, to)
    local start = clock.now
    presenter:customPresentViewController(root, presented, true, nil)
    for _, t in ipairs{T / 4, T / 2, 3 * T / 4} do
      advanceTo(start + t)
      expectFrame(presented.view.presentation.frame, UIKit.blend(from, to, UIKit.easeInOut(t / T)))
    end
    advanceTo(start + T + 0.01)
    expect(presented.view.frame):toEqual(to)
  end

  before_each(function()
    root = ViewController{name = "root"}
    presented = ViewController{name = "presented"}
    window.rootViewController = root
  end)

  it("slides a popup up over a fading chrome view, its corners rounded", function()
    presenter = Presentr.Presentr.new{"popup"}
    local start = clock.now
    presenter:customPresentViewController(root, presented, true, nil)
    local chrome = presented.presentationController.chromeView
    expect(chrome.backgroundColor):toEqual(Color(0, 0, 0, 0.7))
    expect(chrome.frame):toEqual(Rect(0, 0, W, H))
    expect(presented.view.layer.cornerRadius):toBe(4)
    local from, to = Rect(30, H + 562, 333, 562), Rect(30, 145, 333, 562)
    for _, t in ipairs{T / 4, T / 2, 3 * T / 4} do
      advanceTo(start + t)
      local e = UIKit.easeInOut(t / T)
      expectFrame(presented.view.presentation.frame, UIKit.blend(from, to, e))
      expect(chrome.presentation.alpha):toBeCloseTo(e, 1e-6)
    end
    advanceTo(start + T + 0.01)
    expect(presented.view.frame):toEqual(to)
    expect(chrome.alpha):toBe(1)
  end)

  it("cross-dissolves an alert in at its 270 × 180 centred frame", function()
    presenter = Presentr.Presentr.new{"alert"}
    presenter.transitionType = {"crossDissolve"}
    local start = clock.now
    presenter:customPresentViewController(root, presented, true, nil)
    expect(presented.view.frame):toEqual(Rect(61.5, 336, 270, 180))
    for _, t in ipairs{T / 4, T / 2, 3 * T / 4} do
      advanceTo(start + t)
      expect(presented.view.presentation.alpha):toBeCloseTo(UIKit.easeInOut(t / T), 1e-6)
    end
    advanceTo(start + T + 0.01)
    expect(presented.view.alpha):toBe(1)                     -- afterAnimation
  end)

  it("drops the top half in from above, square-cornered", function()
    presenter = Presentr.Presentr.new{"topHalf"}
    checkSlide(Rect(0, -426, W, 426), Rect(0, -1, W, 426))
    expect(presented.view.layer.cornerRadius):toBe(0)
  end)

  -- .custom(width: .fluid(0.5), height: .custom(200), center: .customOrigin((20, 40))):
  -- width floorf(393 · 0.5) = 196, the origin as given; from the bottom-right corner the start
  -- is x = 393 + 196 = 589, y = 852 + 200 = 1052.
  it("covers from a corner to a custom origin and size", function()
    presenter = Presentr.Presentr.new{"custom", width = {"fluid", percentage = 0.5},
                                      height = {"custom", size = 200},
                                      center = {"customOrigin", origin = Point(20, 40)}}
    presenter.transitionType = {"coverFromCorner", corner = "bottomRight"}
    checkSlide(Rect(589, 1052, 196, 200), Rect(20, 40, 196, 200))
  end)

  -- .spring(duration: 0.5, delay: 0, damping: 0.7, velocity: 0): UIKit's
  -- usingSpringWithDamping rule (spec/support/uikit.lua's springWithDamping, docs/animation.md)
  it("presents on a spring when its options say so", function()
    presenter = Presentr.Presentr.new{"popup"}
    local spring = Presentr.PresentrAnimation.new(
      {"spring", duration = 0.5, delay = 0, damping = 0.7, velocity = 0},
      Presentr.CoverVerticalAnimation)
    presenter.transitionType = {"custom", animation = spring}
    local start = clock.now
    presenter:customPresentViewController(root, presented, true, nil)
    for _, t in ipairs{0.1, 0.2, 0.3} do
      advanceTo(start + t)
      local p = UIKit.springWithDamping(0.5, 0.7, 0, t)
      expect(presented.view.presentation.frame.y):toBeCloseTo(H + 562 + (145 - H - 562) * p, 1e-3)
    end
    advanceTo(start + 0.51)
    expect(presented.view.frame):toEqual(Rect(30, 145, 333, 562))
  end)

  -- The leaving popup: PresentrAnimation reads finalFrame(for:) of the leaving controller,
  -- its own frame in a custom dismissal (docs/transitions.md), and slides it to
  -- transform(container, frame): y = 852 + 562 = 1414, on UIView.animate's default curve.
  it("dismisses on a tap on the chrome view, which fades out alongside", function()
    presenter = Presentr.Presentr.new{"popup"}
    presenter:customPresentViewController(root, presented, true, nil)
    advanceTo(1)
    local chrome = presented.presentationController.chromeView
    window:tap(W / 2, 60)                                     -- above the popup (y 145)
    advanceTo(1 + T / 2)
    expect(chrome.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(0.5), 1e-6)
    local f = presented.view.presentation.frame
    expect({f.x, f.width, f.height}):toEqual({30, 333, 562})
    expect(f.y):toBeCloseTo(145 + (H + 562 - 145) * UIKit.easeInOut(0.5), 1e-6)
    advanceTo(2)
    expect(root.presentedViewController):toBe(nil)
    expect(chrome.window):toBe(nil)     -- it stays in the container, which left the window
  end)

  it("stays on a tap on the popup itself", function()
    presenter = Presentr.Presentr.new{"popup"}
    presenter:customPresentViewController(root, presented, true, nil)
    advanceTo(1)
    window:tap(W / 2, 400)
    advanceTo(2)
    expect(root.presentedViewController):toBe(presented)
  end)
end)
