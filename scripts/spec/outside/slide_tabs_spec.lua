-- slide_tabs_spec.lua — the port of Apple's CustomTransitions Slide demo
-- (scripts/examples/outside/slide_tabs.lua): a tab bar controller of three tabs whose
-- delegate is the demo's, on the default iPhone 15 (393 × 852). Numbers, computed here from
-- UIKit's rules:
--   * the tab bar is 49 points above the 34-point bottom safe area: 83 high, so the content
--     area, the transition view, is 393 × 769, and a tab's initial and final frames in it are
--     (0, 0, 393, 769);
--   * to a tab on the right the animator slides towards the left: the new view from x = 393
--     to 0, the old one from 0 to −393, over 0.35 s on UIView.animate's default curve,
--     ease-in-ease-out: x_to = 393 · (1 − easeInOut(t / 0.35)), x_from = −393 · easeInOut(t / 0.35);
--     to a tab on the left, the mirror image;
--   * a pan makes it interactive: the percent is |translation.x| ÷ 393, and the
--     percent-driven interaction holds the animation at percent × 0.35 s, so
--     x_to = 393 · (1 − easeInOut(percent)); released at 40 % or more it finishes, under 40 %
--     it cancels and the old tab stays selected; a finger crossing back over its start cancels
--     the switch, whose coordinator's completion begins one towards the other side.
local Slide = require "examples.outside.slide_tabs"
local UIKit = require "spec.support.uikit"

describe("CustomTransitions' Slide demo, ported", function()
  local W, H, T = 393, 769, 0.35
  local tabs, a, b, c, delegate

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    a, b, c = ViewController{name = "a"}, ViewController{name = "b"}, ViewController{name = "c"}
    tabs = TabBarController{viewControllers = {a, b, c}}
    delegate = Slide.SlideTransitionDelegate.new()
    delegate:setTabBarController(tabs)
    window.rootViewController = tabs
    clock.advance(0)
  end)

  it("slides to a tab on the right towards the left, on ease-in-ease-out", function()
    expect(tabs.delegate):toBe(delegate)
    local start = clock.now
    tabs.selectedIndex = 2
    expect(tabs.selectedIndex):toBe(2)                  -- selected at once, as UIKit's
    for _, t in ipairs{0.05, 0.175, 0.3} do
      advanceTo(start + t)
      local e = UIKit.easeInOut(t / T)
      expect(b.view.presentation.frame.x):toBeCloseTo(W * (1 - e), 1e-9)
      expect(a.view.presentation.frame.x):toBeCloseTo(-W * e, 1e-9)
      expect(b.view.presentation.frame.size):toEqual(Size(W, H))
    end
    advanceTo(start + T)
    clock.advance(0)
    expect(b.view.frame):toEqual(Rect(0, 0, W, H))
    expect(a.view.superview):toBe(nil)
    expect(tabs.transitionCoordinator):toBe(nil)
  end)

  it("slides back to a tab on the left towards the right", function()
    tabs.selectedIndex = 3
    clock.advance(1)
    local start = clock.now
    window:tap(W / 6, 852 - 83 + 10)                    -- a's item, the left third of the bar
    expect(tabs.selectedIndex):toBe(1)
    advanceTo(start + 0.1)
    local e = UIKit.easeInOut(0.1 / T)
    expect(a.view.presentation.frame.x):toBeCloseTo(-W * (1 - e), 1e-9)
    expect(c.view.presentation.frame.x):toBeCloseTo(W * e, 1e-9)
  end)

  it("follows a pan to the left and finishes it past 40 %", function()
    local start = clock.now
    local touch = window:touch(Point(300, 400))
    touch:move(Point(100, 400), 0.4)                    -- 500 points a second, to the left
    advanceTo(start + 0.2)                              -- the finger at 200: translation −100
    expect(tabs.selectedIndex):toBe(2)
    expect(tabs.transitionCoordinator.isInteractive):toBe(true)
    local p = 100 / W
    expect(b.view.presentation.frame.x):toBeCloseTo(W * (1 - UIKit.easeInOut(p)), 1e-9)
    touch:lift()
    advanceTo(start + 0.4)                              -- released at 200 / 393 = 51 %
    clock.advance(1)
    expect(tabs.selectedIndex):toBe(2)
    expect(b.view.frame):toEqual(Rect(0, 0, W, H))
    expect(a.view.superview):toBe(nil)
  end)

  it("cancels a pan released under 40 %, keeping the old tab selected", function()
    local start = clock.now
    local touch = window:touch(Point(300, 400))
    touch:move(Point(200, 400), 0.2)                    -- −100: 25 %
    touch:lift()
    advanceTo(start + 0.2)
    clock.advance(1)
    expect(tabs.selectedIndex):toBe(1)
    expect(a.view.frame):toEqual(Rect(0, 0, W, H))
    expect(b.view.superview):toBe(nil)
  end)

  it("turns round with the finger: the switch cancels, one to the other side begins", function()
    tabs.selectedIndex = 2
    clock.advance(1)
    local start = clock.now
    local touch = window:touch(Point(300, 400))
    touch:move(Point(250, 400), 0.1)                    -- −50: towards c, 50 / 393 of the way
    touch:move(Point(400, 400), 0.3)                    -- back past the start: towards a
    advanceTo(start + 0.1)
    expect(tabs.selectedIndex):toBe(3)
    expect(c.view.presentation.frame.x):toBeCloseTo(W * (1 - UIKit.easeInOut(50 / W)), 1e-9)
    advanceTo(start + 0.3)                              -- the finger at 350: +50
    expect(tabs.selectedIndex):toBe(1)
    expect(a.view.presentation.frame.x):toBeCloseTo(-W * (1 - UIKit.easeInOut(50 / W)), 1e-9)
    touch:lift()                                        -- at 400: +100, 25 %: cancelled
    clock.advance(1)
    expect(tabs.selectedIndex):toBe(2)
    expect(b.view.frame):toEqual(Rect(0, 0, W, H))
    expect(a.view.superview):toBe(nil)
  end)

  it("starts nothing for a pan to the right from the first tab", function()
    local touch = window:touch(Point(100, 400))
    touch:move(Point(300, 400), 0.2)
    touch:lift()
    clock.advance(1)
    expect(tabs.selectedIndex):toBe(1)
    expect(tabs.transitionCoordinator):toBe(nil)
  end)
end)
