-- sdc_alert_spec.lua — the SDCAlertView port (scripts/examples/outside/sdc_alert.lua) on the
-- default iPhone 15 (393 × 852, safe area 59 top, 34 bottom): an alert and an action sheet
-- presented from the root and dismissed. Numbers, computed here from the Swift and UIKit's
-- rules:
--   * the presentation controller does not override frameOfPresentedViewInContainerView, so
--     the alert controller's view fills the container, (0, 0, 393, 852), and scales about its
--     centre (196.5, 426); the alert (270 × 140 stand-in) is centred across it and on the safe
--     area's centre, (59 + 852 − 34) / 2 = 438.5, so at (61.5, 368.5);
--   * the animator is `usingSpringWithDamping: 45.71, initialSpringVelocity: 0` over 0.404 s.
--     docs/animation.md's rule for it: mass 1, ζ = 45.71, and the ω₀ at which the distance
--     left, x(t), falls to ε = 1/1200 at 0.404 s. Over-damped, x(t) = c₁e^(r₁t) + c₂e^(r₂t),
--     r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), c₂ = −r₁/(r₂ − r₁), c₁ = 1 − c₂. By hand: with ζ this large
--     the fast root dies at once and c₂ ≈ −1/(4ζ²) ≈ −1.2e-4, so x(t) ≈ e^(r₁t) and
--     x(0.404) = 1/1200 gives r₁ ≈ −ln(1200)/0.404 = −7.0901/0.404 = −17.550: at 0.1 s
--     x ≈ e^(−1.7550) = 0.17289, the scale 1 + 0.2·x ≈ 1.03458 and the alpha 1 − x ≈ 0.82711.
--     A python3 recomputation (the whole closed form, ω₀ = 1604.2282 by bisection) gives
--     x(0.05) = 0.415871116627, x(0.1) = 0.172928087137, x(0.2) = 0.029900544396,
--     x(0.3) = 0.005170025124;
--   * the dimming view (black at alpha 0.2, on top of the presenter's view and under the
--     alert, which the animator adds after presentationTransitionWillBegin) fades alongside:
--     Transit runs alongside blocks over the transition's duration on ease-in-ease-out, cubic
--     Bézier (0.42, 0, 0.58, 1) — docs/transitions.md, "The coordinator" — so its alpha is
--     easeInOut(t / 0.404); python3: 0.030486868064 at 0.05 s, 0.491465197343 at 0.2 s (by
--     hand, t / 0.404 = 0.495 is just short of the curve's symmetric middle, 0.5 → 0.5);
--   * the action sheet vends no animator: UIKit's cover vertical, 0.5 s on ease-in-ease-out,
--     the view one container height (852) below its frame sliding up, so y = 852·(1 − e), and
--     at 0.25 s (the middle) exactly 426.
local SDC = require "examples.outside.sdc_alert"
local UIKit = require "spec.support.uikit"

describe("SDCAlertView's alert presentation, ported", function()
  local W, H = 393, 852
  local root

  local function advanceTo(t) clock.advance(t - clock.now) end
  -- x(t), the spring's distance left, from python3 (see the header)
  local x = {[0.05] = 0.415871116627, [0.1] = 0.172928087137, [0.2] = 0.029900544396,
             [0.3] = 0.005170025124}
  local dim = {[0.05] = 0.030486868064, [0.1] = 0.126553214669, [0.2] = 0.491465197343,
               [0.3] = 0.862853713485}

  -- presents from the root, then lays out where UIKit's run loop would before the first frame
  -- (Transit lays out on request: docs/rotation.md, "Layout")
  local function present(controller)
    root:present(controller, true)
    window:layoutIfNeeded()
  end

  before_each(function()
    root = ViewController{name = "root"}
    window.rootViewController = root
    clock.advance(0)
  end)

  it("vends its own presentation controller, and an animator for an alert only", function()
    local alert = SDC.AlertController("alert")
    expect(alert.modalPresentationStyle):toBe("custom")
    expect(getmetatable(alert.transitioningDelegate:animationControllerForPresented(alert, root, root)))
      :toBe(SDC.AnimationController)
    local sheet = SDC.AlertController("actionSheet")
    expect(sheet.transitioningDelegate:animationControllerForPresented(sheet, root, root)):toBe(nil)
    expect(sheet.transitioningDelegate:animationControllerForDismissed(sheet)):toBe(nil)
  end)

  it("grows the alert in from 1.2 on the over-damped spring over a fading dimming view", function()
    local alert = SDC.AlertController("alert")
    present(alert)
    local dimming = alert.presentationController.dimmingView
    local container = dimming.superview
    -- the dimming view is over the presenter's view and under the alert's
    expect(container.subviews[#container.subviews]):toBe(alert.view)
    expect(container.subviews[#container.subviews - 1]):toBe(dimming)
    expect(dimming.backgroundColor):toEqual(Color(0, 0, 0, 0.2))
    expect(alert.view.transform):toEqual(Transform.identity)      -- the model: the block's end
    for _, t in ipairs{0.05, 0.1, 0.2, 0.3} do
      advanceTo(t)
      local s = 1 + 0.2 * x[t]
      local p = alert.view.presentation
      expect(p.transform.a):toBeCloseTo(s, 1e-7)
      expect(p.transform.d):toBeCloseTo(s, 1e-7)
      expect(p.alpha):toBeCloseTo(1 - x[t], 1e-7)
      -- scaled about the centre (196.5, 426)
      expect(p.frame.x):toBeCloseTo(W / 2 - W * s / 2, 1e-5)
      expect(p.frame.width):toBeCloseTo(W * s, 1e-5)
      expect(dimming.presentation.alpha):toBeCloseTo(dim[t], 1e-9)
      -- the helper's own closed form agrees with python's
      expect(1 - UIKit.springWithDamping(0.404, 45.71, 0, t)):toBeCloseTo(x[t], 1e-9)
    end
    advanceTo(0.404)
    clock.advance(0)
    expect(root.presentedViewController):toBe(alert)
    expect(alert.view.frame):toEqual(Rect(0, 0, W, H))
    expect(alert.alert.frame):toEqual(Rect(61.5, 368.5, 270, 140))
    expect(dimming.frame):toEqual(Rect(0, 0, W, H))              -- containerViewWillLayoutSubviews
    expect(dimming.alpha):toBe(1)
    expect(root.view.window):toBe(window)                         -- .custom keeps the presenter's view
  end)

  it("fades the alert out on the same spring and takes it out of the container", function()
    local alert = SDC.AlertController("alert")
    present(alert)
    advanceTo(0.5)
    local dimming = alert.presentationController.dimmingView
    local start = clock.now
    root:dismiss(true)
    for _, t in ipairs{0.05, 0.2} do
      advanceTo(start + t)
      expect(alert.view.presentation.alpha):toBeCloseTo(x[t], 1e-7)
      expect(alert.view.presentation.transform):toEqual(Transform.identity)
      expect(dimming.presentation.alpha):toBeCloseTo(1 - dim[t], 1e-9)
    end
    advanceTo(start + 0.404)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)
    expect(alert.view.superview):toBe(nil)
    expect(dimming.window):toBe(nil)
  end)

  it("slides an action sheet up by UIKit's cover vertical over the same dimming view", function()
    local sheet = SDC.AlertController("actionSheet")
    present(sheet)
    local dimming = sheet.presentationController.dimmingView
    -- python3: easeInOut(0.2) = 0.081659856266, (0.5) = 0.5, (0.8) = 0.918340143734
    local e = {[0.1] = 0.081659856266, [0.25] = 0.5, [0.4] = 0.918340143734}
    for _, t in ipairs{0.1, 0.25, 0.4} do
      advanceTo(t)
      expect(sheet.view.presentation.frame.y):toBeCloseTo(H * (1 - e[t]), 1e-6)
      expect(dimming.presentation.alpha):toBeCloseTo(e[t], 1e-9)
      expect(sheet.view.presentation.transform):toEqual(Transform.identity)
    end
    advanceTo(0.5)
    clock.advance(0)
    -- the sheet: 393 − 10 − 10 = 373 wide, centred, its bottom on the safe area's (852 − 34)
    expect(sheet.alert.frame):toEqual(Rect(10, 852 - 34 - 300, 373, 300))
    expect(sheet.view.frame):toEqual(Rect(0, 0, W, H))
    expect(dimming.alpha):toBe(1)
  end)
end)
