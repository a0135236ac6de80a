-- navigation_transitions_spec.lua — the NavigationControllerTransitions port
-- (scripts/examples/outside/navigation_transitions.lua): its example app, a navigation
-- controller whose root's openNext pushes a red controller, on the default iPhone 15
-- (393 × 852). Numbers, computed here from UIKit's rules:
--   * PushTransition puts the new view at the container's frame (0, 0, 393, 852) moved down by
--     its own maxY, 852, and animates it back over 0.3 s with UIView.animate's default curve,
--     ease-in-ease-out: y = 852 · (1 − easeInOut(t / 0.3));
--   * the transition controller is the navigation delegate only from the push to didShow
--     ("called just after the navigation controller displays a view controller's view"),
--     which puts the previous delegate back;
--   * so an edge swipe afterwards is UIKit's own interactive pop, the top view following the
--     finger to the right, not the delegate's slide up.
local Nav = require "examples.outside.navigation_transitions"
local UIKit = require "spec.support.uikit"

describe("NavigationControllerTransitions, ported", function()
  local H, T = 852, 0.3
  local root, nav

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    root = Nav.ViewController()
    nav = NavigationController{rootViewController = root}
    window.rootViewController = nav
    clock.advance(0)
  end)

  it("slides the next controller up from the bottom on ease-in-ease-out", function()
    root:openNext()
    local nextController = nav.topViewController
    expect(nextController.name):toBe("next")
    expect(nav.delegate):toBe(root.transitionController)
    for _, t in ipairs{0.05, 0.1, 0.2} do
      advanceTo(t)
      local frame = nextController.view.presentation.frame
      expect(frame.y):toBeCloseTo(H * (1 - UIKit.easeInOut(t / T)), 1e-9)
      expect(frame.size):toEqual(Size(393, H))
    end
    advanceTo(T)
    clock.advance(0)
    expect(nextController.view.frame):toEqual(Rect(0, 0, 393, H))
    expect(nav.delegate):toBe(nil)
  end)

  it("puts the previous delegate back once the pushed controller is shown", function()
    local shown = {}
    local previous = {didShow = function(_, vc) shown[#shown + 1] = vc.name end}
    nav.delegate = previous
    root:openNext()
    expect(nav.delegate):toBe(root.transitionController)
    advanceTo(T)
    clock.advance(0)
    expect(nav.delegate):toBe(previous)
    expect(#shown):toBe(0)              -- the push's didShow went to the transition controller
    nav:pop(false)
    clock.advance(0)
    expect(shown):toEqual({"root"})
  end)

  it("leaves the edge swipe back to UIKit's own interactive pop", function()
    root:openNext()
    advanceTo(1)
    local nextController = nav.topViewController
    local touch = window:touch(Point(2, 400))
    touch:move(Point(200, 400), 0.2)
    advanceTo(1.2)
    expect(nextController.view.presentation.frame.x > 100):toBe(true)   -- follows the finger
    expect(root.view.presentation.frame.y):toBe(0)                      -- not sliding up
    touch:lift()
    advanceTo(2)
    expect(nav.topViewController):toBe(root)
  end)

  it("pops to the root with the same slide up", function()
    root:openNext()
    advanceTo(1)
    root.transitionController:popNavigationController(nav, root.transition)
    advanceTo(1 + T / 2)
    expect(root.view.presentation.frame.y):toBeCloseTo(H * (1 - UIKit.easeInOut(0.5)), 1e-9)
    advanceTo(1 + T)
    clock.advance(0)
    expect(nav.topViewController):toBe(root)
    expect(nav.delegate):toBe(nil)
  end)
end)
