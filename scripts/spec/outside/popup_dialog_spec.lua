-- popup_dialog_spec.lua — the PopupDialog port (scripts/examples/outside/popup_dialog.lua) on
-- the default iPhone 15 (393 × 852): a dialog with the library's defaults (bounce up, tap and
-- pan dismissal). Numbers, computed here from UIKit's rules:
--   * bounce up shifts the dialog's full-screen view's bounds origin to (0, −852) — content
--     drawn 852 points lower — and springs it back to 0: UIView.animate's spring with damping
--     0.6, no velocity, over 0.6 s (its curveEaseOut gives way to the spring, as UIKit's), so
--     bounds.y = −852 · (1 − progress), progress = UIKit.springWithDamping(0.6, 0.6, 0, t);
--   * the overlay fades in alongside: the transition's duration (the animator's 0.22 s, not the
--     spring's 0.6 s) on ease-in-ease-out; the presentation completes with the spring, at 0.6 s;
--   * a tap around the dialog dismisses it with bounce up's "out": bounds.y to −852 and alpha
--     to 0 over 0.2 s on curveEaseIn (0.42, 0, 1, 1), the overlay alongside on ease-in-ease-out;
--   * a downward pan on the dialog: progress = translation.y / 852, clamped to 0…1; the
--     interactive animator moves bounds.y to −852 and alpha to 0 over 0.32 s on the default
--     ease-in-ease-out, so at progress p bounds.y = −852 · easeInOut(p); past 0.3 on release
--     it finishes the rest, (1 − p) · 0.32 / 0.55 s (completionSpeed 0.55), along the
--     completion curve (ease-in-ease-out): halfway through, the transition's time is
--     p + (1 − p) · easeInOut(0.5); under 0.3 it cancels back.
local Popup = require "examples.outside.popup_dialog"
local UIKit = require "spec.support.uikit"

describe("PopupDialog, ported", function()
  local H = 852
  local root, dialog

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    root = ViewController{name = "root"}
    window.rootViewController = root
    dialog = Popup.PopupDialog()
  end)

  it("bounces up on a 0.6 s spring while the overlay fades in over the animator's 0.22 s", function()
    local completedAt
    root:present(dialog, true, function() completedAt = clock.now end)
    local overlay = dialog.presentationController.overlay
    expect(overlay.superview.subviews[1]):toBe(overlay)                 -- inserted at index 0
    for _, t in ipairs{0.1, 0.22, 0.3, 0.45} do
      advanceTo(t)
      local progress = UIKit.springWithDamping(0.6, 0.6, 0, t)
      expect(dialog.view.presentation.bounds.y):toBeCloseTo(-H * (1 - progress), 1e-9)
      expect(overlay.presentation.alpha):toBeCloseTo(UIKit.easeInOut(math.min(t / 0.22, 1)), 1e-9)
      -- at 0.22 s the spring has overshot (progress 1.084): the content above its rest
      if t == 0.22 then expect(dialog.view.presentation.bounds.y > 70):toBe(true) end
    end
    expect(completedAt):toBe(nil)
    advanceTo(0.6)
    clock.advance(0)
    expect(completedAt):toBeCloseTo(0.6, 1e-9)
    expect(dialog.view.bounds):toEqual(Rect(0, 0, 393, H))
    expect(dialog.view.frame):toEqual(Rect(0, 0, 393, H))
  end)

  it("dismisses on a tap around the dialog, dropping it on ease-in as it fades", function()
    root:present(dialog, true)
    advanceTo(1)
    window:tap(196.5, 100)
    local overlay = dialog.presentationController.overlay
    for _, t in ipairs{0.05, 0.1, 0.15} do
      advanceTo(1 + t)
      local e = UIKit.easeIn(t / 0.2)
      expect(dialog.view.presentation.bounds.y):toBeCloseTo(-H * e, 1e-9)
      expect(dialog.view.presentation.alpha):toBeCloseTo(1 - e, 1e-9)
      expect(overlay.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(t / 0.2), 1e-9)
    end
    advanceTo(1.2)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)
  end)

  it("stays on a tap on the dialog itself", function()
    root:present(dialog, true)
    advanceTo(1)
    window:tap(196.5, 426)
    advanceTo(2)
    expect(root.presentedViewController):toBe(dialog)
  end)

  it("follows a pan down and finishes past 30 % at completionSpeed 0.55", function()
    root:present(dialog, true)
    advanceTo(1)
    local overlay = dialog.presentationController.overlay
    local touch = window:touch(Point(196.5, 426))
    touch:move(Point(196.5, 526))                     -- began: the dismissal starts, held at 0
    advanceTo(1.05)
    expect(dialog.interactor.hasStarted):toBe(true)
    expect(dialog.view.presentation.bounds.y):toBe(0)
    touch:move(Point(196.5, 426 + 0.25 * H))           -- changed: 25 %
    advanceTo(1.1)
    expect(dialog.interactor.shouldFinish):toBe(false)
    expect(dialog.view.presentation.bounds.y):toBeCloseTo(-H * UIKit.easeInOut(0.25), 1e-9)
    touch:move(Point(196.5, 426 + 0.4 * H))            -- changed: 40 %
    advanceTo(1.15)
    expect(dialog.interactor.shouldFinish):toBe(true)
    expect(dialog.view.presentation.bounds.y):toBeCloseTo(-H * UIKit.easeInOut(0.4), 1e-9)
    expect(dialog.view.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(0.4), 1e-9)
    expect(overlay.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(0.4), 1e-9)
    touch:lift()
    clock.advance(0)
    local rest = (1 - 0.4) * 0.32 / 0.55
    advanceTo(1.15 + rest / 2)
    -- the clock counts whole microseconds, and rest / 2 is not one: within a tick (the view
    -- moves ~1.6 points a millisecond here)
    local time = 0.4 + 0.6 * UIKit.easeInOut(0.5)
    expect(dialog.view.presentation.bounds.y):toBeCloseTo(-H * UIKit.easeInOut(time), 1e-2)
    expect(overlay.presentation.alpha):toBeCloseTo(1 - UIKit.easeInOut(time), 1e-5)
    expect(root.presentedViewController):toBe(dialog)
    advanceTo(1.15 + rest)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)
    expect(dialog.interactor.hasStarted):toBe(false)
  end)

  -- Cancelling runs the transition's time back over 0.2 · 0.32 / 0.55 s along the completion
  -- curve: halfway, the time is 0.2 · (1 − easeInOut(0.5)) = 0.1 of the animator's. (What the
  -- model holds after a cancel UIKit does not document; the library's completion does not
  -- reset it: see docs/transitions.md "Outside code, ported".)
  it("cancels a pan released under 30 %, running the dialog back up", function()
    root:present(dialog, true)
    advanceTo(1)
    local touch = window:touch(Point(196.5, 426))
    touch:move(Point(196.5, 526))
    advanceTo(1.05)
    touch:move(Point(196.5, 426 + 0.2 * H))
    advanceTo(1.1)
    expect(dialog.interactor.shouldFinish):toBe(false)
    touch:lift()
    local back = 0.2 * 0.32 / 0.55
    advanceTo(1.1 + back / 2)
    expect(dialog.view.presentation.bounds.y):toBeCloseTo(-H * UIKit.easeInOut(0.1), 1e-2)
    advanceTo(1.1 + back)
    clock.advance(0)
    expect(root.presentedViewController):toBe(dialog)
    expect(dialog.interactor.hasStarted):toBe(false)
  end)
end)
