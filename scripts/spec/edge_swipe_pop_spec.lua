-- edge_swipe_pop_spec.lua — examples/edge_swipe_pop.lua: the navigation controller's edge
-- swipe, against docs/navigation.md's rules computed here by hand: while the finger drives
-- the pop, the popped view's x is the translation and the revealed one's is −(W − x) / 3 (the
-- default pop's parallax, linear in the finger); released past half the width, or at
-- 300 pt/s or more, the rest runs over (1 − p) × 0.35 s on ease-in-ease-out; otherwise it
-- runs back over p × 0.35 s and the top stays. Then the delegate, isEnabled, and errors.
local PopScene = require "examples.edge_swipe_pop"
local UIKit = require "spec.support.uikit"   -- UIKit's arithmetic, computed independently

describe("the edge swipe back", function()
  local W, H, nav, list, detail, log

  local function logged(vc)
    for _, name in ipairs{"viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"} do
      vc[name] = function(self) log[#log + 1] = self.name .. "." .. name end
    end
  end

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    nav, list, detail = PopScene()
    window.rootViewController = nav
    clock.advance(0)
    log = {}
    logged(list)
    logged(detail)
  end)

  it("drags the default pop with the finger", function()
    local touch = window:touch(Point(5, 400))
    touch:move(Point(105, 400), 0.5)
    clock.advance(0.5)
    expect(nav.topViewController):toBe(list)          -- the stack changed at once
    expect(detail.view.presentation.frame.x):toBeCloseTo(100, 1e-9)
    expect(list.view.presentation.frame.x):toBeCloseTo(-(W - 100) / 3, 1e-9)
    expect(detail.transitionCoordinator.isInteractive):toBe(true)
    expect(detail.transitionCoordinator.percentComplete):toBeCloseTo(100 / W, 1e-9)
    clock.advance(3)                                   -- a finger at rest holds it
    expect(detail.view.presentation.frame.x):toBeCloseTo(100, 1e-9)
    touch:move(Point(300, 400), 0.2):lift()
    clock.advance(1)
    expect(#nav.viewControllers):toBe(1)
  end)

  it("pops when released past half, the rest on ease-in-ease-out", function()
    window:pan{from = Point(5, 400), to = Point(255, 400), duration = 1}     -- 250 pt/s
    clock.advance(1)
    local p = 250 / W
    local rest = (1 - p) * 0.35
    local m = motion{views = {detail.view, list.view}, to = clock.now + rest + 0.01}
    expect(m):toBeMonotonic(detail.view, "minX")
    expect(m):toBeMonotonic(list.view, "minX")
    -- halfway through the rest: ease-in-ease-out's value at ½ of the way from 250 to W
    local i = 1
    while m.times[i] < 1 + rest / 2 do i = i + 1 end
    local q = (m.times[i] - 1) / rest
    expect(m.tracks[1].x[i]):toBeCloseTo(250 + (W - 250) * UIKit.easeInOut(q), 0.01)
    expect(m):toEndAt(list.view, Rect(0, 0, W, H))
    expect(nav.viewControllers):toEqual{list}
    expect(detail.navigationController):toBe(nil)
    expect(log):toEqual{"detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear", "list.viewDidAppear"}
  end)

  it("pops on a flick however short", function()
    window:pan{from = Point(5, 400), to = Point(65, 400), duration = 0.1}    -- 600 pt/s, 15 %
    clock.advance(1)
    expect(nav.viewControllers):toEqual{list}
  end)

  it("goes back when released slowly before half, in UIKit's order for a cancelled pop", function()
    window:pan{from = Point(5, 400), to = Point(105, 400), duration = 0.5}   -- 200 pt/s
    clock.advance(0.5)
    local m = motion{views = {detail.view, list.view}, to = clock.now + 100 / W * 0.35 + 0.01}
    expect(m):toBeMonotonic(detail.view, "minX")
    expect(m):toEndAt(detail.view, Rect(0, 0, W, H))
    expect(nav.viewControllers):toEqual{list, detail}
    expect(list.view.superview):toBe(nil)
    expect(log):toEqual{"detail.viewWillDisappear", "list.viewWillAppear",
                        "list.viewWillDisappear", "list.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear"}
  end)

  it("asks the delegate, and does nothing it refuses", function()
    local asked = 0
    nav.interactivePopGestureRecognizer.delegate = {gestureRecognizerShouldBegin = function(_, g)
      asked = asked + 1
      expect(g):toBe(nav.interactivePopGestureRecognizer)
      return false
    end}
    window:pan{from = Point(5, 400), to = Point(300, 400), duration = 0.3}
    clock.advance(0.1)
    expect(nav.interactivePopGestureRecognizer.state):toBe("failed")
    clock.advance(1)
    expect(asked):toBe(1)
    expect(nav.topViewController):toBe(detail)
    expect(log):toEqual{}
  end)

  it("ignores touches when disabled, away from the edge, and at the root", function()
    local recognizer = nav.interactivePopGestureRecognizer
    expect(recognizer.view):toBe(nav.view)
    recognizer.isEnabled = false
    expect(window:pan{from = Point(5, 400), to = Point(300, 400), duration = 0.3}):toBe(nil)
    clock.advance(1)
    recognizer.isEnabled = true
    expect(window:pan{from = Point(20, 400), to = Point(300, 400), duration = 0.3}):toBe(nil)
    clock.advance(1)
    expect(nav.topViewController):toBe(detail)
    nav:pop(false)
    log = {}
    window:pan{from = Point(5, 400), to = Point(300, 400), duration = 0.3}
    clock.advance(1)
    expect(nav.viewControllers):toEqual{list}
    expect(log):toEqual{}
  end)

  it("raises a delegate's error with its line, and the stack stays", function()
    nav.interactivePopGestureRecognizer.delegate = {gestureRecognizerShouldBegin = function()
      error("not now")
    end}
    window:pan{from = Point(5, 400), to = Point(300, 400), duration = 0.3}
    expect(function() clock.advance(1) end):toThrow("edge_swipe_pop_spec.lua:118: not now (in gestureRecognizerShouldBegin of the delegate of interactivePopGestureRecognizer)")
    clock.advance(1)
    expect(nav.topViewController):toBe(detail)
    nav.interactivePopGestureRecognizer.delegate = {gestureRecognizerShouldBegin = function() return "yes" end}
    window:pan{from = Point(5, 400), to = Point(300, 400), duration = 0.3}
    expect(function() clock.advance(1) end)
      :toThrow("gestureRecognizerShouldBegin of the delegate of interactivePopGestureRecognizer must return a boolean, got string")
    nav.interactivePopGestureRecognizer.delegate = nil
    window:pan{from = Point(5, 400), to = Point(300, 400), duration = 0.3}
    clock.advance(1)
    expect(nav.viewControllers):toEqual{list}
  end)

  it("keeps its delegate while the controller lives, beside a sheet's ties", function()
    nav.interactivePopGestureRecognizer.delegate = {gestureRecognizerShouldBegin = function() return false end}
    local host = ViewController{name = "host"}
    window.rootViewController = host
    nav.modalPresentationStyle = "pageSheet"
    expect(nav.sheetPresentationController).never:toBe(nil)  -- the sheet ties itself to nav
    host:present(nav, false)
    clock.advance(0)
    collectgarbage()
    collectgarbage()
    window:pan{from = Point(5, 400), to = Point(300, 400), duration = 0.3}
    clock.advance(1)
    expect(nav.topViewController):toBe(detail)
  end)

  it("is a navigation controller's only", function()
    expect(function() return list.interactivePopGestureRecognizer end)
      :toThrow("interactivePopGestureRecognizer: <ViewController: list> is not a NavigationController")
  end)
end)
