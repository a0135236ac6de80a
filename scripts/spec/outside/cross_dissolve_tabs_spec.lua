-- cross_dissolve_tabs_spec.lua — the DataSampler TabBarController port
-- (scripts/examples/outside/cross_dissolve_tabs.lua): three tabs, switched with the
-- delegate's CrossDissolveAnimator. Numbers, computed here from the Swift and UIKit's rules:
--   * the animator asks UIView.transition(from:to:duration:options:completion:) for
--     .transitionCrossDissolve over its transitionDuration, 0.25 s, with no curve option, so
--     on UIView animations' default curve, ease-in-ease-out (0.42, 0, 0.58, 1);
--   * the dissolve: the new tab's view, added to the old one's superview (the transition
--     view), shows over the old one with weight p = easeInOut(t / 0.25) — its presentation
--     alpha, spec/support/uikit.lua computing p independently of the engine;
--   * the old view leaves the superview as part of the transition, and the completion's
--     completeTransition(finished) ends the switch at 0.25 s.
local Tabs = require "examples.outside.cross_dissolve_tabs"
local UIKit = require "spec.support.uikit"

describe("DataSampler's cross-dissolving tabs, ported", function()
  local T = 0.25
  local tabs, screens

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    screens = Tabs.screens()
    tabs = Tabs.TabBarController(screens)
    window.rootViewController = tabs
    clock.advance(0)
  end)

  it("is its own delegate once its view is loaded", function()
    expect(tabs.delegate):toBe(tabs)
    expect(tabs:animationControllerForTransitionFrom(screens[1], screens[2])):toBe(tabs.animator)
  end)

  it("dissolves the recordings tab in over the plots on ease-in-ease-out", function()
    local plots, recordings = screens[1].view, screens[2].view
    local container = plots.superview
    tabs.selectedIndex = 2
    expect(recordings.superview):toBe(container)
    for _, t in ipairs{0.05, 0.125, 0.2} do
      advanceTo(t)
      expect(recordings.presentation.alpha):toBeCloseTo(UIKit.easeInOut(t / T), 1e-9)
      expect(plots.superview):toBe(container)            -- drawn under it until the end
      expect(plots.presentation.alpha):toBe(1)
      -- half-way, ease-in-ease-out's Bézier is symmetric about (0.5, 0.5): exactly 0.5
      if t == T / 2 then expect(recordings.presentation.alpha):toBeCloseTo(0.5, 1e-9) end
    end
    advanceTo(T)
    clock.advance(0)
    expect(plots.superview):toBe(nil)
    expect(recordings.alpha):toBe(1)
    expect(tabs.selectedViewController):toBe(screens[2])
  end)

  it("switches by a tap on the bar the same way, and back", function()
    window:tap(393 * 5 / 6, 852 - 83 + 10)                -- the settings item, the right third
    advanceTo(0.1)
    expect(screens[3].view.presentation.alpha):toBeCloseTo(UIKit.easeInOut(0.1 / T), 1e-9)
    advanceTo(1)
    expect(tabs.selectedIndex):toBe(3)
    tabs.selectedIndex = 1
    advanceTo(1 + 0.15)
    expect(screens[1].view.presentation.alpha):toBeCloseTo(UIKit.easeInOut(0.15 / T), 1e-9)
    advanceTo(2)
    expect(screens[3].view.superview):toBe(nil)
    expect(tabs.selectedIndex):toBe(1)
  end)
end)
