-- dash_modal_spec.lua — Dash Wallet's modal presentation (scripts/examples/outside/
-- dash_modal.lua) presenting a screen from the window's root on the iPhone 15 (393 × 852).
-- Numbers, computed here from the Objective-C and UIKit's documented rules:
--   * the presented frame: ceil(852 · 2/3) = 568 high at the bottom, (0, 284, 393, 568);
--   * the spring: damping 0.8, response 0.4 give mass 1, stiffness (2π/0.4)² = (5π)², damping
--     4π·0.8/0.4 = 8π, so ω₀ = 5π, ζ = 8π / (2·5π) = 0.8 (Apple's formulas), ζω₀ = 4π, ω_d =
--     5π·0.6 = 3π: the distance left is x(t) = e^(−4πt)(cos 3πt + (4/3) sin 3πt);
--   * the animator's duration 0 is ignored with the mass form (docs/animation.md, "Springs and
--     the animator's duration"): it runs until the envelope (5/3)·e^(−4πt) is down to 1/1200,
--     by hand D = ln 2000 / 4π = 0.604860 s — which the animation controller reports as the
--     transition's duration (`self.animator.duration`);
--   * presenting, y = 284 + 568·x(t): by hand at 1/6 s, e^(−2π/3) = 0.123151 and sin(π/2) = 1,
--     y = 284 + 568·0.164201 = 377.26; at 1/3 s, x = −e^(−4π/3) = −0.015165, y = 275.39 (past
--     its rest: the bottom view, as tall as the presented view's bottom edge was, fills the
--     gap); python3: 553.399315 at 0.1 s, 328.125769 at 0.2 s. Dismissing, y = 852 − 568·x(t):
--     582.600685 at 0.1 s. The clock counts whole ticks, so the spring's duration is D to the
--     tick: values agree to 1e-3;
--   * the dimming view fades alongside (a coordinator's block): 0 → 1 presenting, 1 → 0
--     dismissing, its path the coordinator's (not pinned here); a tap on it dismisses.
local Dash = require "examples.outside.dash_modal"

describe("Dash Wallet's modal presentation, ported", function()
  local root, modal, start

  local function advanceTo(t) clock.advance(start + t - clock.now) end

  before_each(function()
    root = ViewController{name = "root"}
    window.rootViewController = root
    window:layoutIfNeeded()
    modal = ViewController{name = "modal"}
    modal.view.backgroundColor = Color.white
    modal.modalPresentationStyle = "custom"
    modal.transitioningDelegate = Dash.DWModalTransition.new()
  end)

  it("slides the screen up on the spring and reports the spring's duration", function()
    start = clock.now
    local presented
    root:present(modal, true, function() presented = clock.now - start end)
    local pc = modal.presentationController
    expect(modal.view.presentation.frame.y):toBeCloseTo(852, 1e-9)
    advanceTo(0.1); expect(modal.view.presentation.frame.y):toBeCloseTo(553.399315, 1e-3)
    advanceTo(1 / 6); expect(modal.view.presentation.frame.y):toBeCloseTo(377.26, 1e-2)
    advanceTo(0.2); expect(modal.view.presentation.frame.y):toBeCloseTo(328.125769, 1e-3)
    advanceTo(1 / 3); expect(modal.view.presentation.frame.y):toBeCloseTo(275.39, 1e-2)
    expect(pc._bottomView.frame):toEqual(Rect(0, 568, 393, 852))
    advanceTo(0.6048)
    expect(presented):toBeNil()
    advanceTo(0.6050)
    expect(presented):toBeCloseTo(0.604860, 1e-5)
    expect(modal.view.frame):toEqual(Rect(0, 284, 393, 568))
    expect(pc._dimmingView.alpha):toBe(1)
    expect(pc._dimmingView.presentation.alpha):toBe(1)
  end)

  it("slides it down again when the dimming view is tapped", function()
    root:present(modal, true, nil)
    clock.advance(1)
    local pc = modal.presentationController
    local dimmingView = pc._dimmingView
    start = clock.now
    window:tap(200, 100)                                    -- above the screen: the dimming view
    expect(root.presentedViewController):toBe(modal)        -- still presented while it slides
    advanceTo(0.1); expect(modal.view.presentation.frame.y):toBeCloseTo(582.600685, 1e-3)
    advanceTo(0.61)
    expect(root.presentedViewController):toBeNil()
    expect(modal.view.frame.y):toBe(852)
    expect(dimmingView.alpha):toBe(0)
    expect(dimmingView.superview):toBeNil()                 -- dismissalTransitionDidEnd(YES)
  end)
end)
