-- deck_transition_spec.lua — the DeckTransition port (scripts/examples/outside/
-- deck_transition.lua) on an iPhone SE (375 × 667, a 20-point status bar, which is the top
-- safe-area inset the port reads). The numbers come from the library's constants and UIKit's
-- rules, computed here:
--   * the card's resting frame: y = presentingViewTopInset (20 for a 20-point status bar)
--     + insetForPresentedView (8) = 28, so (0, 28, 375, 667 − 28);
--   * off screen: (0, 667, 375, 667), one screen height down;
--   * 0.3 s (defaultAnimationDuration) on .curveEaseOut, Core Animation's ease-out Bézier
--     (0, 0, 0.58, 1): at time t the frame is the blend of the two frames at easeOut(t / 0.3)
--     (UIView.animate moves centre and size together on one curve).
local Deck = require "examples.outside.deck_transition"
local UIKit = require "spec.support.uikit"

describe("DeckTransition, ported", function()
  local W, H, T = 375, 667, 0.3
  local resting, offscreen = Rect(0, 28, W, H - 28), Rect(0, H, W, H)
  local root, card, delegate

  local function advanceTo(t) clock.advance(t - clock.now) end

  local function near(a, b)
    for _, k in ipairs{"x", "y", "width", "height"} do
      if math.abs(a[k] - b[k]) > 1e-9 then return false end
    end
    return true
  end

  before_each(function()
    device.profile = "iPhone SE"
    root = ViewController{name = "root"}
    card = ViewController{name = "card", modalPresentationStyle = "custom"}
    delegate = Deck.DeckTransitioningDelegate.new()
    card.transitioningDelegate = delegate
    window.rootViewController = root
  end)

  it("insets the card by the status bar and the library's 8 points", function()
    expect(Deck.ManualLayout.presentingViewTopInset()):toBe(20)
    root:present(card, true)
    advanceTo(T)
    expect(card.view.frame):toEqual(resting)
    expect(root.view.window):toBe(window)               -- custom: the presenter stays
  end)

  it("slides the card up from below the screen on ease-out", function()
    root:present(card, true)
    expect(card.view.presentation.frame):toEqual(offscreen)
    for _, t in ipairs{0.05, 0.15, 0.25} do
      advanceTo(t)
      local want = UIKit.blend(offscreen, resting, UIKit.easeOut(t / T))
      assert.is_true(near(card.view.presentation.frame, want), tostring(card.view.presentation.frame))
    end
    advanceTo(T)
    expect(root.presentedViewController):toBe(card)
  end)

  it("slides it back down and completes with the animation's finished flag", function()
    root:present(card, true)
    advanceTo(1)
    local done = false
    root:dismiss(true, function() done = true end)
    advanceTo(1 + 0.1)
    assert.is_true(near(card.view.presentation.frame, UIKit.blend(resting, offscreen, UIKit.easeOut(0.1 / T))))
    advanceTo(1 + T)
    clock.advance(0)
    expect(done):toBe(true)
    expect(root.presentedViewController):toBe(nil)
  end)

  it("takes the durations given", function()
    delegate = Deck.DeckTransitioningDelegate.new{presentDuration = 0.6}
    card.transitioningDelegate = delegate
    root:present(card, true)
    advanceTo(0.3)
    assert.is_true(near(card.view.presentation.frame, UIKit.blend(offscreen, resting, UIKit.easeOut(0.5))))
  end)
end)
