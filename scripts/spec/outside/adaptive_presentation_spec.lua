-- adaptive_presentation_spec.lua — leslieAppl's AdaptivePresentation0618 red presentation
-- (scripts/examples/outside/adaptive_presentation.lua) on the default iPhone 15 (393 × 852).
-- Numbers, computed here from the Swift and UIKit's documented rules:
--   * size(forChildContentContainer:…) is two thirds of the container's 393 × 852: 262 × 568;
--     frameOfPresentedViewInContainerView puts it at the origin, (0, 0, 262, 568) — the
--     context's finalFrame for the red controller —, and containerViewWillLayoutSubviews
--     sets that frame, then the centre to the container's centre (196.5, 426): the frame
--     ends at (65.5, 142, 262, 568);
--   * no animator is vended, so UIKit's cover vertical runs: the view starts one container
--     height (852) below its final frame and slides up. The container's first layout comes
--     after the animation has begun (UIKit lays out at the end of the run-loop turn; the
--     order docs/transitions.md tabulates), so the centring moves the model under a running
--     animation — additive, as UIKit's geometry animations are since iOS 8: the 852-point
--     offset still runs down to 0 over the new model, x stays 65.5 and y = 142 + 852·(1 − e),
--     e = easeInOut(t / 0.5). The 0.5 s and the curve are Transit's (Apple documents neither,
--     docs/transitions.md "Default animations"); the dimming view fades in alongside, alpha
--     e. python3: 0.125 s y 883.954035, alpha 0.129162; 0.25 s 568, 0.5; 0.375 s 252.045965,
--     0.870838;
--   * rotated to landscape (852 × 393), the container lays out again: 568 × 262 centred at
--     (426, 196.5), (142, 65.5, 568, 262); the pinned dimming view fills (0, 0, 852, 393);
--   * dismissed, cover vertical slides the view down by 852 as the dimming fades:
--     y = 142 + 852·e, alpha 1 − e — 0.125 s 252.045965 and 0.870838 (python3).
local Adaptive = require "examples.outside.adaptive_presentation"
local UIKit = require "spec.support.uikit"

describe("AdaptivePresentation0618's centred two-thirds presentation, ported", function()
  local root, red, presentation

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    root = Adaptive.storyboard()
    window.rootViewController = root
    clock.advance(0)
    window:tap(131.5, 145)                                  -- the red button
    red = root.presentedViewController
    presentation = red.presentationController
  end)

  it("slides the view up into the centre while the dimming view fades in behind it", function()
    expect(red.name):toBe("red")
    expect(red.modalPresentationStyle):toBe("custom")
    expect(red.transitioningDelegate):toBe(root.aTypeTransitioningDelegate)
    local dimming = presentation.dimmingView
    local container = presentation.containerView
    expect(container.subviews[1]):toBe(dimming)             -- added before the red view
    expect(container.subviews[2]):toBe(red.view)
    expect(dimming.frame):toEqual(Rect(0, 0, 393, 852))
    expect(dimming.backgroundColor):toEqual(Color(0, 0, 0, 0.5))
    expect(presentation:frameOfPresentedViewInContainerView()):toEqual(Rect(0, 0, 262, 568))
    expect(red.view.frame):toEqual(Rect(65.5, 142, 262, 568))     -- centred at once
    local written = {[0.125] = {883.954035, 0.129162}, [0.25] = {568, 0.5},
                     [0.375] = {252.045965, 0.870838}}
    for _, t in ipairs{0.125, 0.25, 0.375} do
      advanceTo(t)
      local e = UIKit.easeInOut(t / 0.5)
      local frame = red.view.presentation.frame
      expect(frame.x):toBeCloseTo(65.5, 1e-9)
      expect(frame.y):toBeCloseTo(142 + 852 * (1 - e), 1e-9)
      expect(frame.y):toBeCloseTo(written[t][1], 1e-6)
      expect(frame.width):toBe(262)
      expect(dimming.presentation.alpha):toBeCloseTo(e, 1e-9)
      expect(dimming.presentation.alpha):toBeCloseTo(written[t][2], 1e-6)
    end
    advanceTo(0.5)
    clock.advance(0)
    expect(red.view.frame):toEqual(Rect(65.5, 142, 262, 568))
    expect(dimming.alpha):toBe(1)
    expect(root.view.window):toBe(window)                   -- custom: the presenter stays
  end)

  it("keeps two thirds, centred, when the container turns to landscape", function()
    advanceTo(1)
    device.orientation = "landscapeRight"
    clock.advance(2)
    expect(presentation.containerView.bounds):toEqual(Rect(0, 0, 852, 393))
    expect(red.view.frame):toEqual(Rect(142, 65.5, 568, 262))
    expect(presentation.dimmingView.frame):toEqual(Rect(0, 0, 852, 393))
  end)

  it("slides down and fades the dimming view out on dismissal", function()
    advanceTo(1)
    red:dismiss(true, nil)
    local dimming = presentation.dimmingView
    local written = {[0.125] = {252.045965, 0.870838}}
    for _, t in ipairs{0.125, 0.25, 0.375} do
      advanceTo(1 + t)
      local e = UIKit.easeInOut(t / 0.5)
      expect(red.view.presentation.frame.y):toBeCloseTo(142 + 852 * e, 1e-9)
      expect(red.view.presentation.frame.x):toBeCloseTo(65.5, 1e-9)
      expect(dimming.presentation.alpha):toBeCloseTo(1 - e, 1e-9)
      if written[t] then
        expect(red.view.presentation.frame.y):toBeCloseTo(written[t][1], 1e-6)
        expect(dimming.presentation.alpha):toBeCloseTo(written[t][2], 1e-6)
      end
    end
    advanceTo(1.5)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)
    expect(dimming.window):toBe(nil)                        -- gone with the container
    expect(red.view.window):toBe(nil)
  end)
end)
