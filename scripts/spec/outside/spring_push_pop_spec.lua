-- spring_push_pop_spec.lua — the MChainZhou/animation PushPopTransition port
-- (scripts/examples/outside/spring_push_pop.lua): a navigation controller whose root pushes
-- on a touch, on the default iPhone 15 (393 × 852, no navigation bar in Transit, so a pushed
-- controller's final frame is the whole container, (0, 0, 393, 852)). Numbers, computed here
-- from the Swift and UIKit's rules:
--   * the pushed view starts at its final frame moved down by UIScreen.main.bounds.height,
--     852 (up by 852 for the pop), and animates to it with usingSpringWithDamping 0.5,
--     initialSpringVelocity 0 over 0.8 s; the option .curveLinear gives way to the spring;
--   * the spring's progress s(t) is docs/animation.md's rule for UIKit's
--     usingSpringWithDamping (mass 1, ζ = 0.5, ω₀ whose envelope falls to 1/1200 at 0.8 s:
--     ω₀ = ln(1 / (ε·√(1 − ζ²))) / (ζ·0.8)), computed by spec/support/uikit.lua apart from the
--     engine: y(t) = 852·(1 − s(t)), and it overshoots (s > 1) — a spring with ζ = 0.5 does;
--   * the from-view's alpha goes 1 → 0.8 in the same block, so on the same spring:
--     1 − 0.2·s(t); the completion puts it back to 1 after completeTransition(true).
local Nav = require "examples.outside.spring_push_pop"
local UIKit = require "spec.support.uikit"

describe("PushPopTransition, ported", function()
  local W, H, T = 393, 852, 0.8
  local root, nav

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function s(t) return UIKit.springWithDamping(T, 0.5, 0, t) end

  before_each(function()
    root = Nav.PushViewController()
    nav = NavigationController{rootViewController = root}
    window.rootViewController = nav
    clock.advance(0)
  end)

  it("springs the pushed view up from below while the root dims to 0.8", function()
    window:tap(100, 100)                                   -- touchesBegan on the root's view
    local top = nav.topViewController
    expect(top.name):toBe("pop")
    expect(nav.delegate):toBe(root.delegate)
    local function check(t)
      advanceTo(t)
      local frame = top.view.presentation.frame
      expect(frame.y):toBeCloseTo(H * (1 - s(t)), 1e-6)
      expect(frame.size):toEqual(Size(W, H))
      expect(root.view.presentation.alpha):toBeCloseTo(1 - 0.2 * s(t), 1e-9)
    end
    check(0.1)
    check(0.2)
    -- s(0.2) = 1.163 (lua5.4 on uikit.lua): at 0.2 s the view has overshot its rest by
    -- 0.163 · 852 = 138.9 points above the top, and the root's alpha dips below 0.8
    expect(top.view.presentation.frame.y):toBeCloseTo(-138.9, 0.01)
    expect(root.view.presentation.alpha):toBeCloseTo(0.7674, 1e-4)
    check(0.4)
    advanceTo(T)
    clock.advance(0)
    expect(top.view.frame):toEqual(Rect(0, 0, W, H))
    expect(root.view.alpha):toBe(1)                        -- the completion's reset
    expect(root.view.window):toBe(nil)                     -- the push took it out
  end)

  it("pops by dropping the root in from above on the same spring", function()
    window:tap(100, 100)
    advanceTo(1)
    local top = nav.topViewController
    window:tap(150 + 46, 400 + 22)                         -- the pop screen's button
    expect(nav.topViewController):toBe(root)
    for _, dt in ipairs{0.05, 0.3} do
      advanceTo(1 + dt)
      expect(root.view.presentation.frame.y):toBeCloseTo(-H * (1 - s(dt)), 1e-6)
      expect(top.view.presentation.alpha):toBeCloseTo(1 - 0.2 * s(dt), 1e-9)
    end
    advanceTo(1 + T)
    clock.advance(0)
    expect(root.view.frame):toEqual(Rect(0, 0, W, H))
    expect(top.view.window):toBe(nil)
  end)
end)
