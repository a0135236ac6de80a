-- half_modal_spec.lua — the PresenterKit port (scripts/examples/outside/half_modal.lua), as
-- its example app's "half modal" row uses it: a custom presentation with the default
-- cover-vertical animation, on the default iPhone 15 (393 × 852). Numbers, computed here:
--   * the presented frame: size(forChildContentContainer:) is (393, round(852 / 2)) and the
--     origin (0, containerView.frame.maxY / 2), so (0, 426, 393, 426);
--   * cover vertical starts the view one container height (852) below that frame and slides
--     it up; Transit runs it for 0.5 s on ease-in-ease-out (docs/transitions.md, "Default
--     animations": Apple documents no duration), so at time t the view's y is
--     426 + 852 · (1 − e), e = easeInOut(t / 0.5);
--   * the dimming view's fade is an alongside animation: the transition's duration and
--     curve, so its alpha is e; its colour black at alpha 0.5 (withAlphaComponent).
local HalfModal = require "examples.outside.half_modal"
local UIKit = require "spec.support.uikit"

describe("PresenterKit's HalfModalPresentationController, ported", function()
  local W, H, T = 393, 852, 0.5
  local root, red, presentation

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    root = ViewController{name = "root"}
    red = ViewController{name = "red", modalPresentationStyle = "custom",
                         viewDidLoad = function(self) self.view.backgroundColor = Color.red end}
    red.modalTransitionStyle = "coverVertical"
    red.transitioningDelegate = {
      presentationControllerForPresented = function(_, presented, presenting, source)
        presentation = HalfModal.HalfModalPresentationController(presented, presenting)
        return presentation
      end,
    }
    window.rootViewController = root
  end)

  it("covers the bottom half, sliding up over a fading dimming view", function()
    root:present(red, true)
    local dimming = presentation.dimmingView
    expect(dimming.superview.subviews[1]):toBe(dimming)              -- at the back (index 0)
    expect(dimming.frame):toEqual(Rect(0, 0, W, H))
    expect(dimming.backgroundColor):toEqual(Color(0, 0, 0, 0.5))
    for _, t in ipairs{T / 4, T / 2, 3 * T / 4} do
      advanceTo(t)
      local e = UIKit.easeInOut(t / T)
      expect(red.view.presentation.frame.y):toBeCloseTo(426 + H * (1 - e), 1e-9)
      expect(dimming.presentation.alpha):toBeCloseTo(e, 1e-9)
    end
    advanceTo(T)
    clock.advance(0)
    expect(red.view.frame):toEqual(Rect(0, 426, W, 426))
    expect(dimming.alpha):toBe(1)
  end)

  it("dismisses on a tap on the dimmed top half, sliding down as the dimming fades", function()
    root:present(red, true)
    advanceTo(1)
    window:tap(W / 2, 100)
    local dimming = presentation.dimmingView
    advanceTo(1 + T / 2)
    local e = UIKit.easeInOut(0.5)
    expect(red.view.presentation.frame.y):toBeCloseTo(426 + H * e, 1e-9)
    expect(dimming.presentation.alpha):toBeCloseTo(1 - e, 1e-9)
    advanceTo(2)
    expect(root.presentedViewController):toBe(nil)
  end)

  -- In landscape (852 × 393) the container lays out again and containerViewWillLayoutSubviews
  -- re-frames both views: the height is round(393 / 2) = 197 (Swift's round: half away from
  -- zero) and the origin 393 / 2 = 196.5, not rounded.
  it("re-frames both views when the container lays out after a rotation", function()
    root:present(red, true)
    advanceTo(1)
    device.orientation = "landscapeRight"
    expect(red.view.frame):toEqual(Rect(0, 196.5, H, 197))
    expect(presentation.dimmingView.frame):toEqual(Rect(0, 0, H, W))
  end)

  -- Without animation the dimming view's alpha is set at once, with or without a coordinator
  -- (the Swift's else branch), and the view takes its frame.
  it("presents without animation at once", function()
    root:present(red, false)
    clock.advance(0)
    expect(presentation.dimmingView.alpha):toBe(1)
    expect(presentation.dimmingView.presentation.alpha):toBe(1)
    expect(red.view.frame):toEqual(Rect(0, 426, W, 426))
  end)

  it("does nothing on a tap on the presented half", function()
    root:present(red, true)
    advanceTo(1)
    window:tap(W / 2, 600)
    advanceTo(2)
    expect(root.presentedViewController):toBe(red)
  end)
end)
