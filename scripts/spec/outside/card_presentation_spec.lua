-- card_presentation_spec.lua — the CardPresentationController port (scripts/examples/outside/
-- card_presentation.lua): presentCard with the library's card (useSystemPresentationOniOS13
-- off) and the default configuration, on an iPhone SE (375 × 667, whose 20-point status bar
-- is the top safe-area inset the port reads). Numbers, computed here from the Swift and
-- UIKit's documented rules:
--   * the frames: the root's view goes from (0, 0, 375, 667) to its frame inset by (top 20,
--     left 16, right 16) = (16, 20, 343, 647); the card from off screen, the container's frame
--     moved down its height, (0, 667, 375, 667), to the final frame (the container's bounds)
--     inset at the top by 20 + 16: (0, 36, 375, 631); the root's alpha 1 → 0.8 and both views'
--     corner radius 0 → 12;
--   * the spring: UISpringTimingParameters(mass: 1, stiffness: (2π/0.44)², damping:
--     4π·ζ/0.44) is the oscillator x″ + c·x′ + k·x = 0 with ω₀ = √k = 2π/0.44 and damping
--     ratio c / (2ω₀) = ζ; UIKit ignores the animator's duration (0 here) for such a spring.
--     Its progress from rest (no velocity) is, for ζ = 1 (the tap, presenting),
--       p(t) = 1 − (1 + ω₀t)·e^(−ω₀t),
--     and for ζ = 0.8 (momentum, dismissing), with ω_d = ω₀·√(1 − ζ²) = 0.6·ω₀,
--       p(t) = 1 − e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t);
--   * a property animator moves every property on its one curve, so a frame is the blend of
--     the two frames at p (UIKit.blend), an alpha 1 − 0.2·p, a corner radius 12·p;
--   * Transit holds the spring's settling duration D (about 0.67 s here) in whole microseconds
--     and runs the spring on the time scaled by it, so it reads the spring at t·(1 ± 0.5 µs/D):
--     at most 4·10⁻⁸ s off at these times, where the fastest motion, 631 points at under 5.2
--     units of p per second, moves less than 2·10⁻⁴ points — the frames' tolerance is 10⁻³.
local Card = require "examples.outside.card_presentation"
local UIKit = require "spec.support.uikit"

describe("CardPresentationController's animator, ported", function()
  local W, H = 375, 667
  local w0 = 2 * math.pi / 0.44
  local rootStart, rootEnd = Rect(0, 0, W, H), Rect(16, 20, 343, 647)
  local cardStart, cardEnd = Rect(0, H, W, H), Rect(0, 36, W, 631)
  local root, card

  local function tap(t) return 1 - (1 + w0 * t) * math.exp(-w0 * t) end
  local function momentum(t)
    local zeta = 0.8
    local wd = w0 * math.sqrt(1 - zeta ^ 2)
    return 1 - math.exp(-zeta * w0 * t) * (math.cos(wd * t) + zeta * w0 / wd * math.sin(wd * t))
  end

  local function expectFrame(actual, want)
    for _, k in ipairs{"x", "y", "width", "height"} do
      expect(actual[k]):toBeCloseTo(want[k], 1e-3)
    end
  end

  before_each(function()
    device.profile = "iPhone SE"
    Card.useSystemPresentationOniOS13 = false
    root = ViewController{name = "root"}
    card = ViewController{name = "card"}
    window.rootViewController = root
  end)

  after_each(function() Card.useSystemPresentationOniOS13 = true end)

  it("raises the card on a critically damped spring as the root shrinks and fades", function()
    Card.presentCard(root, card, nil, true)
    expect(card.modalPresentationStyle):toBe("custom")
    expect(root.cardTransitionManager):toBe(card.transitioningDelegate)
    expectFrame(card.view.presentation.frame, cardStart)
    for _, t in ipairs{0.05, 0.1, 0.2, 0.3} do
      clock.advance(t - clock.now)
      local p = tap(t)
      expectFrame(card.view.presentation.frame, UIKit.blend(cardStart, cardEnd, p))
      expectFrame(root.view.presentation.frame, UIKit.blend(rootStart, rootEnd, p))
      expect(root.view.presentation.alpha):toBeCloseTo(1 - 0.2 * p, 1e-6)
      expect(card.view.presentation.cornerRadius):toBeCloseTo(12 * p, 1e-5)
    end
    clock.advance(2)
    expect(root.presentedViewController):toBe(card)
    expect(card.view.frame):toEqual(cardEnd)
    expect(root.view.frame):toEqual(rootEnd)
    expect(root.view.isUserInteractionEnabled):toBe(false)    -- the completion, at .end
    expect(card.view.clipsToBounds):toBe(true)
  end)

  -- The root goes back to transitionContext.finalFrame(for: root): for the presenting
  -- controller of a custom dismissal, the frame its view had when the presentation began,
  -- (0, 0, 375, 667), as the library expects (Apple documents only that such a frame "might
  -- be" zero; docs/transitions.md, "The context", gives the evidence), on the same spring.
  it("drops it on a springier one, overshooting the bottom, and brings the root back", function()
    Card.presentCard(root, card, nil, true)
    clock.advance(2)
    local start = clock.now
    local done = false
    root:dismiss(true, function() done = true end)
    for _, t in ipairs{0.05, 0.1, 0.2, 0.3} do
      clock.advance(start + t - clock.now)
      local p = momentum(t)
      expectFrame(card.view.presentation.frame, UIKit.blend(cardEnd, cardStart, p))
      expect(root.view.presentation.alpha):toBeCloseTo(0.8 + 0.2 * p, 1e-6)
      expect(root.view.presentation.cornerRadius):toBeCloseTo(12 * (1 - p), 1e-5)
      expectFrame(root.view.presentation.frame, UIKit.blend(rootEnd, rootStart, p))
    end
    -- ζ = 0.8 overshoots by e^(−πζ/√(1 − ζ²)) = e^(−4π/3) ≈ 1.5 % at t = π/ω_d ≈ 0.367 s
    expect(momentum(math.pi / (0.6 * w0))):toBeCloseTo(1 + math.exp(-4 * math.pi / 3), 1e-12)
    clock.advance(start + math.pi / (0.6 * w0) - clock.now)
    expect(card.view.presentation.frame.y):toBeCloseTo(36 + 631 * (1 + math.exp(-4 * math.pi / 3)), 1e-3)
    clock.advance(2)
    expect(done):toBe(true)
    expect(root.presentedViewController):toBe(nil)
    expect(root.view.alpha):toBe(1)
    expect(root.view.frame):toEqual(rootStart)
    expect(root.view.isUserInteractionEnabled):toBe(true)
    expect(card.view.superview):toBe(nil)
  end)

  it("keeps the library's system sheet switch", function()
    Card.useSystemPresentationOniOS13 = true
    Card.presentCard(root, card, nil, false)
    clock.advance(0)
    expect(card.transitioningDelegate):toBe(nil)
    expect(root.presentedViewController):toBe(card)
  end)
end)
