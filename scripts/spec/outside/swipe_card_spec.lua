-- swipe_card_spec.lua — mac-gallagher/Shuffle's swipe card (scripts/examples/outside/
-- swipe_card.lua): a 300 × 400 card centred on the default iPhone 15 (393 × 852), frame
-- (46.5, 226, 300, 400), with overlays for left and right. Numbers, computed here from the
-- Swift and UIKit's rules (CGAffineTransform's `t1.concatenating(t2)` is t1 then t2; a
-- transform interpolates by decomposition, docs/animation.md):
--   * a drag: window:pan moves once a frame (60 fps); at each move the card's transform is
--     translation(in: card).concatenating(rotation(θ)), θ = (translation(in: superview).x ÷
--     393)·π/10 (upper half: +). `translation(in: card)` is read through the card's transform
--     of the move before, so the translation applied is the finger's turned by θ_n − θ_(n−1):
--     60 points in 0.5 s ends at θ = (60/393)·π/10 = 0.047963, a = cos θ, b = sin θ, tx =
--     60·cos(θ30 − θ29) = 59.999923, ty = 60·sin(θ30 − θ29) = 0.095928 — the order matters:
--     rotation.concatenating(translation) would leave ty 0. (Move n is at tick
--     ⌊n·10⁶/60⌋ µs, its translation in proportion: move 29 at 483,333 µs is 57.99996 points,
--     not 58.) The right overlay's alpha is the translation ÷ (393/4): 0.590330 at move 29,
--     0.610687 at 60 points;
--   * released slowly and short of 98.25 points, it springs back: UIView.animate(withDuration:
--     0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, [.curveLinear,
--     .allowUserInteraction]) — the spring of docs/animation.md, ω₀ = 24.113060 (envelope at
--     1/1200 after 0.6 s), x(t) = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t) of the way left:
--     t = 0.05: x = 0.548230, tx 32.893788; t = 0.15: x = −0.163024 (past the rest), tx
--     −9.781444; t = 0.3: x = 0.026574, tx 1.594430;
--   * a forced swipe right: animateKeyframes(0.7, .calculationModeLinear), the whole on
--     ease-in-ease-out (u = easeInOut(t/0.7)); the overlay's keyframe (0, 0.15) to alpha 1:
--     min(u/0.15, 1); the transform's (0.15, 0.85) to rotation(π/5).concatenating(
--     translation(852 + 500, 0)): q = (u − 0.15)/0.85 of angle π/5 and tx 1352, ty 0 —
--     t = 0.05: u = 0.009946, alpha 0.066309; t = 0.35: angle 0.258719, tx 556.705882;
--     t = 0.525: angle 0.532842, tx 1146.556552;
--   * a fast drag, 150 points in 0.1 s in the lower half (θ negative): velocity 25 points a
--     frame = 1,500 pt/s ≥ 1,100, so it swipes, unforced, in 1 ÷ (1500/1100) = 0.733333 s,
--     turned by −π/5 (right, lower half) and moved 1352 along the drag, from θ = −0.119908,
--     tx 149.970046, ty −2.997563 (move 5 at 124.9995 points), its keyframe the whole time:
--     at t = 0.366667 (u = ½) angle −0.374113, tx 750.985023, ty −1.498782; at t = 0.6 angle
--     −0.594192, tx 1271.314861, ty −0.201209.
--   * a reverse swipe after it: a zero-duration keyframe animation recreates the swipe (the
--     model is already there), then animateKeyframes(0.25, .calculationModeLinear) takes the
--     transform back to identity over (0, 0.85): q = min(u/0.85, 1), u = easeInOut(t/0.25).
--     The overlay: the Swift's loop sets `direction`'s overlay each time (not
--     `swipeDirection`'s), the last to 0, in the outer block — and Apple's animateKeyframes:
--     "You may also change view values directly if you want those changes to animate over the
--     full duration" — so it fades over the whole 0.25 s, 1 − u, and the keyframe fading it
--     over the last 15 % finds it at 0 already: t = 0.05: alpha 0.918340, tx 1222.112793;
--     t = 0.125: 0.5, 556.705882; t = 0.2: 0.081660, identity;
--   python3 for all of these (bisection on the Bézier and for ω₀), apart from spec/support.
local Shuffle = require "examples.outside.swipe_card"
local UIKit = require "spec.support.uikit"

describe("Shuffle's swipe card, ported", function()
  local card, left, right, calls

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function angle(t) return math.atan(t.b, t.a) end

  before_each(function()
    local vc = ViewController{}
    window.rootViewController = vc
    clock.advance(0)
    card = Shuffle.SwipeCard(Rect(46.5, 226, 300, 400))
    vc.view:addSubview(card)
    left, right = View{name = "left"}, View{name = "right"}
    card:setOverlays{left = left, right = right}
    calls = {}
    local function record(name) return function(_, _, direction) calls[#calls + 1] = direction and name .. " " .. direction or name end end
    card.delegate = {cardDidTap = record("tap"), cardDidBeginSwipe = record("begin"),
                     cardDidContinueSwipe = record("continue"), cardDidSwipe = record("swipe"),
                     cardDidCancelSwipe = record("cancel"), cardDidFinishSwipeAnimation = record("finish")}
    card:layoutIfNeeded()
  end)

  it("follows a drag translated then turned, and springs back when let go short", function()
    expect(right.frame):toEqual(Rect(0, 0, 300, 400))
    window:pan{from = Point(196.5, 300), to = Point(256.5, 300), duration = 0.5}
    advanceTo(0.5)
    local t = card.presentation.transform                       -- the spring has just begun
    expect(angle(t)):toBeCloseTo(60 / 393 * math.pi / 10, 1e-9)
    expect(t.tx):toBeCloseTo(59.999923, 1e-6)
    expect(t.ty):toBeCloseTo(0.095928, 1e-6)                      -- translation, then rotation
    expect(card.transform):toEqual(Transform.identity)           -- the spring's model
    expect(calls[1]):toBe("begin"); expect(calls[#calls]):toBe("cancel")
    local x0, y0, a0 = t.tx, t.ty, angle(t)
    local written = {[0.05] = 32.893788, [0.15] = -9.781444, [0.3] = 1.594430}
    for _, dt in ipairs{0.05, 0.15, 0.3} do
      advanceTo(0.5 + dt)
      local left_ = 1 - UIKit.springWithDamping(0.6, 0.5, 0, dt)
      local p = card.presentation.transform
      expect(p.tx):toBeCloseTo(x0 * left_, 1e-6)
      expect(p.ty):toBeCloseTo(y0 * left_, 1e-6)
      expect(angle(p)):toBeCloseTo(a0 * left_, 1e-9)
      expect(p.tx):toBeCloseTo(written[dt], 1e-5)
    end
    advanceTo(1.1)
    expect(card.presentation.transform):toEqual(Transform.identity)
    expect(right.alpha):toBe(0)
  end)

  it("reads the overlay's alpha from the drag", function()
    window:pan{from = Point(196.5, 300), to = Point(256.5, 300), duration = 0.5}
    advanceTo(0.5 - 1 / 120)                                     -- 29 moves: 58 points
    expect(right.alpha):toBeCloseTo(57.99996 / (393 / 4), 1e-9)
    expect(right.alpha):toBeCloseTo(0.590330, 1e-6)
    expect(left.alpha):toBe(0)
    advanceTo(0.5)
    expect(right.presentation.alpha):toBeCloseTo(0.610687, 1e-6)  -- 60 points, the spring's start
  end)

  it("swipes away when told to: the overlay over 15 %, then turned and moved off", function()
    card:swipe("right")
    expect(card.isUserInteractionEnabled):toBe(false)
    local written = {[0.05] = {0.066309, 0, 0}, [0.35] = {1, 0.258719, 556.705882},
                     [0.525] = {1, 0.532842, 1146.556552}}
    for _, t in ipairs{0.05, 0.35, 0.525} do
      advanceTo(t)
      local u = UIKit.easeInOut(t / 0.7)
      local q = math.max(0, (u - 0.15) / 0.85)
      local p = card.presentation.transform
      expect(right.presentation.alpha):toBeCloseTo(math.min(u / 0.15, 1), 1e-9)
      expect(angle(p)):toBeCloseTo(q * math.pi / 5, 1e-9)
      expect(p.tx):toBeCloseTo(q * 1352, 1e-6)
      expect(p.ty):toBe(0)                                       -- rotation, then translation
      expect(right.presentation.alpha):toBeCloseTo(written[t][1], 1e-6)
      expect(angle(p)):toBeCloseTo(written[t][2], 1e-6)
      expect(p.tx):toBeCloseTo(written[t][3], 1e-5)
    end
    advanceTo(0.7)
    clock.advance(0)
    expect(calls):toEqual({"finish"})
    expect(card.transform.tx):toBe(1352)
    expect(card.transform.ty):toBe(0)
    expect(angle(card.transform)):toBeCloseTo(math.pi / 5, 1e-12)
  end)

  it("runs a swipe back, the overlay fading over the whole of it (the Swift's loop)", function()
    card:swipe("right")
    advanceTo(1)
    card:reverseSwipe("right")
    expect(card.isUserInteractionEnabled):toBe(false)
    local written = {[0.05] = {0.918340, 1222.112793}, [0.125] = {0.5, 556.705882}, [0.2] = {0.081660, 0}}
    for _, t in ipairs{0.05, 0.125, 0.2} do
      advanceTo(1 + t)
      local u = UIKit.easeInOut(t / 0.25)
      local q = math.min(u / 0.85, 1)
      local p = card.presentation.transform
      expect(right.presentation.alpha):toBeCloseTo(1 - u, 1e-9)
      expect(p.tx):toBeCloseTo(1352 * (1 - q), 1e-6)
      expect(angle(p)):toBeCloseTo(math.pi / 5 * (1 - q), 1e-9)
      expect(right.presentation.alpha):toBeCloseTo(written[t][1], 1e-6)
      expect(p.tx):toBeCloseTo(written[t][2], 1e-5)
    end
    advanceTo(1.25)
    clock.advance(0)
    expect(card.transform):toEqual(Transform.identity)
    expect(card.isUserInteractionEnabled):toBe(true)
  end)

  it("swipes a fast drag away in a duration set by its speed", function()
    window:pan{from = Point(196.5, 550), to = Point(346.5, 550), duration = 0.1}
    advanceTo(0.1)
    expect(calls[#calls]):toBe("swipe right")
    local duration = 1100 / 1500
    local written = {[duration / 2] = {-0.374113, 750.985023, -1.498782}, [0.6] = {-0.594192, 1271.314861, -0.201209}}
    for _, dt in ipairs{duration / 2, 0.6} do
      advanceTo(0.1 + dt)
      local p = card.presentation.transform
      expect(angle(p)):toBeCloseTo(written[dt][1], 1e-6)
      -- 0.733333… s is 733,333 ticks (µs), and 0.1 + its half 466,667: u differs from the
      -- exact one by ~1e-6, 1e-3 of a point over 1,202 points
      expect(p.tx):toBeCloseTo(written[dt][2], 2e-3)
      expect(p.ty):toBeCloseTo(written[dt][3], 1e-5)
      expect(right.presentation.alpha):toBe(1)                   -- unforced: no fade
    end
    advanceTo(0.1 + duration)
    clock.advance(0)
    expect(calls[#calls]):toBe("finish")
    expect(card.transform.tx):toBe(1352)
    expect(angle(card.transform)):toBeCloseTo(-math.pi / 5, 1e-12)
  end)
end)
