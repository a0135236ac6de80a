-- stork_spec.lua — the SPStorkController port (scripts/examples/outside/stork.lua) on an
-- iPhone SE (375 × 667, a 20-point status bar: the top safe-area inset the port reads).
-- Numbers, computed here from the library's constants and UIKit's rules:
--   * the card's resting frame: topSpace is 30 (a status bar under 25 points), baseY 30 + 13
--     = 43, so (0, 43, 375, 667 − 43); with customHeight 400, (0, 667 − 400, 375, 400);
--   * it starts one container height down (y = 667) and springs up: UIView.animate's spring
--     with damping 1 and initial velocity 1 (the whole distance per second) over 0.6 s, its
--     curve option giving way to the spring: y = 667 + (43 − 667) · p,
--     p = UIKit.springWithDamping(0.6, 1, 1, t); a critically damped spring never overshoots;
--   * the dismissal springs back to y = 667 the same way. Its target frame takes its size from
--     ctx:finalFrame of the leaving card: a custom dismissal's leaving view keeps its own
--     frame (docs/transitions.md), so the card keeps its size, 375 × 624, as it slides.
local Stork = require "examples.outside.stork"
local UIKit = require "spec.support.uikit"

describe("SPStorkController, ported", function()
  local W, H, T = 375, 667, 0.6
  local root, card, delegate

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    device.profile = "iPhone SE"
    root = ViewController{name = "root"}
    card = ViewController{name = "card", modalPresentationStyle = "custom"}
    delegate = Stork.SPStorkTransitioningDelegate.new()
    card.transitioningDelegate = delegate
    window.rootViewController = root
  end)

  it("springs the card up under the status bar, critically damped, in 0.6 s", function()
    local completedAt
    root:present(card, true, function() completedAt = clock.now end)
    local previous = H
    for _, t in ipairs{0.05, 0.1, 0.2, 0.3, 0.45} do
      advanceTo(t)
      local y = card.view.presentation.frame.y
      expect(y):toBeCloseTo(H + (43 - H) * UIKit.springWithDamping(T, 1, 1, t), 1e-9)
      expect(y < previous and y > 43):toBe(true)                 -- no overshoot
      previous = y
    end
    expect(completedAt):toBe(nil)
    advanceTo(T)
    clock.advance(0)
    expect(completedAt):toBeCloseTo(T, 1e-9)
    expect(card.view.frame):toEqual(Rect(0, 43, W, H - 43))
  end)

  it("rests a card of customHeight at the bottom", function()
    delegate.customHeight = 400
    root:present(card, true)
    advanceTo(T)
    clock.advance(0)
    expect(card.view.frame):toEqual(Rect(0, H - 400, W, 400))
  end)

  it("springs the card back down on dismissal", function()
    root:present(card, true)
    advanceTo(1)
    root:dismiss(true)
    for _, t in ipairs{0.1, 0.3} do
      advanceTo(1 + t)
      expect(card.view.presentation.frame.y)
        :toBeCloseTo(43 + (H - 43) * UIKit.springWithDamping(T, 1, 1, t), 1e-9)
      -- the whole card slides: its size is ctx:finalFrame's, the card's own frame
      expect(card.view.presentation.frame.width):toBe(W)
      expect(card.view.presentation.frame.height):toBeCloseTo(H - 43, 1e-9)
    end
    advanceTo(1 + T)
    clock.advance(0)
    expect(root.presentedViewController):toBe(nil)
  end)
end)
