-- navigation_lost_view_spec.lua — a push or pop whose leaving controller's view a script took
-- out of the navigation controller by hand (`vc.view:removeFromSuperview()`). UIKit's
-- container view is "the view that acts as the superview for the views involved in the
-- transition" (UIViewControllerContextTransitioning.containerView), so the leaving view is put
-- back into it before the animation: the pop completes as any other, its timeline entry is
-- closed, and the navigation controller takes the next push.
local PopScene = require "examples.edge_swipe_pop"

describe("a navigation transition whose leaving view was removed by hand", function()
  local W, H, nav, first, second, third

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    first, second, third = ViewController{name = "first"}, ViewController{name = "second"},
      ViewController{name = "third"}
    nav = NavigationController{rootViewController = first, name = "nav"}
    window.rootViewController = nav
    clock.runUntilIdle()
  end)

  -- The events of the transitions, without the animations'.
  local function transitions()
    local kept = {}
    for _, line in ipairs(timeline()) do
      local event = line:match("^%S+ ((%a+) #%d+ .*)$")
      if event and (event:find("^push") or event:find("^pop")) then
        kept[#kept + 1] = (event:gsub(" at %S+$", ""))
      end
    end
    return kept
  end

  it("pops animated: the revealed view slides in, the popped one out", function()
    nav:push(second, false)
    clock.runUntilIdle()
    second.view:removeFromSuperview()
    expect(nav:pop(true)):toBe(second)
    at(0.5, function()          -- halfway: the default slide's geometry, both views in nav.view
      expect(second.view.superview):toBe(nav.view)
      expect(first.view.superview):toBe(nav.view)
      expect(second.view.presentation.frame.x):toBeCloseTo(W / 2, 1e-9)
    end)
    clock.runUntilIdle()
    expect(nav.topViewController):toBe(first)
    expect(second.navigationController):toBe(nil)
    expect(first.view.superview):toBe(nav.view)
    expect(first.view.frame):toEqual(Rect(0, 0, W, H))
    expect(second.view.superview):toBe(nil)
    expect(transitions()):toEqual{"push #1 second on nav animated=false", "push #1 completed",
                                  "pop #2 first from nav animated=true", "pop #2 completed"}
    nav:push(third, true)       -- not stuck
    clock.runUntilIdle()
    expect(nav.topViewController):toBe(third)
    expect(third.view.superview):toBe(nav.view)
  end)

  it("pops to the root animated", function()
    nav:push(second, false)
    nav:push(third, false)
    clock.runUntilIdle()
    third.view:removeFromSuperview()
    local popped = nav:popToRoot(true)
    expect(popped):toEqual{second, third}
    clock.runUntilIdle()
    expect(nav.viewControllers):toEqual{first}
    expect(first.view.superview):toBe(nav.view)
    expect(third.view.superview):toBe(nil)
    expect(transitions()[#transitions()]):toBe("pop #3 completed")
    expect(nav:pop(true)):toBe(nil)
    nav:push(second, true)
    clock.runUntilIdle()
    expect(nav.topViewController):toBe(second)
  end)

  it("pushes animated from a top whose view was removed", function()
    first.view:removeFromSuperview()
    nav:push(second, true)
    clock.runUntilIdle()
    expect(nav.topViewController):toBe(second)
    expect(second.view.frame):toEqual(Rect(0, 0, W, H))
    expect(first.view.superview):toBe(nil)
    expect(transitions()):toEqual{"push #1 second on nav animated=true", "push #1 completed"}
  end)
end)

describe("an edge swipe back whose popped view was removed by hand", function()
  it("cancels with the popped view back in the navigation controller", function()
    local W, H = screen.bounds.width, screen.bounds.height
    local nav, list, detail = PopScene()
    window.rootViewController = nav
    clock.advance(0)
    detail.view:removeFromSuperview()
    window:pan{from = Point(5, 400), to = Point(55, 400), duration = 1}     -- 50 pt/s, short
    clock.runUntilIdle()
    expect(nav.topViewController):toBe(detail)
    expect(#nav.viewControllers):toBe(2)
    expect(detail.view.superview):toBe(nav.view)
    expect(detail.view.frame):toEqual(Rect(0, 0, W, H))
    expect(list.view.superview):toBe(nil)
    expect(tostring(timeline()):find("pop #%d+ cancelled") ~= nil):toBe(true)
    expect(nav:pop(true)):toBe(detail)     -- not stuck
    clock.runUntilIdle()
    expect(nav.viewControllers):toEqual{list}
  end)
end)
