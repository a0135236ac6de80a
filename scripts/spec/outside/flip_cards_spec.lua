-- flip_cards_spec.lua — the ViewTransition port (scripts/examples/outside/flip_cards.lua) on
-- the default iPhone 15 (393 × 852). Numbers, computed here from the Swift and UIKit's rules:
--   * UIView.transition(from:to:…) is a transition of from's superview, here the card holder
--     at (20, 40, 353, 792): its centre (196.5, 436), half its width 176.5, half its height
--     396. With .showHideTransitionViews the cards are shown and hidden at the call (Apple:
--     "hidden or shown (instead of removed or added)"), and the holder turns half a turn as a
--     card over 0.3 s on ease-in-ease-out (no curve option): the angle φ = π·easeInOut(t/0.3),
--     the old look turning to edge-on in the first half, the new look from the other edge-on
--     in the second (docs/animation.md, "View transitions");
--   * the first tap sets isFliped false: blue → red, transitionFlipFromRight, "the right side
--     of the view moves toward the front": the holder turns by −φ about y, which in Transit's
--     perspective (m34 = −1/1000) puts a corner at x from the centre at x·cos φ / (1 − x·sin φ
--     / 1000), y at y / (1 − x·sin φ / 1000). A quarter in (0.075 s), easeInOut(¼) =
--     0.1291619310, so (python3) minX = 196.5 − 176.5·cos φ / (1 + s) = 44.8946417058, maxX =
--     196.5 + 176.5·cos φ / (1 − s) = 370.8119794630, minY = 436 − 396 / (1 − s) =
--     10.3446432105, with s = 0.1765·sin φ. Three quarters in, the new look turns back from
--     the other side by π − φ, easeInOut(¾) = 1 − easeInOut(¼): the same frame mirrored;
--   * the second tap sets isFliped true: red → blue, transitionFlipFromLeft: the left side
--     forward, the mirror of the first tap's quarter.
local Cards = require "examples.outside.flip_cards"
local UIKit = require "spec.support.uikit"

describe("ViewTransition's flipping cards, ported", function()
  local vc, holder

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    vc = Cards.ViewController()
    window.rootViewController = vc
    clock.advance(0)
    holder = vc.view:find("holder")
  end)

  -- the holder's frame turned by `angle` about y (positive: the left side forward)
  local function turned(angle)
    local s = 176.5 * math.sin(angle) / 1000
    local left, right = 1 - s, 1 + s          -- w = 1 + x·sin(angle) / 1000 at x = −176.5, +176.5
    return 196.5 - 176.5 * math.cos(angle) / left, 196.5 + 176.5 * math.cos(angle) / right,
           436 - 396 / math.min(left, right)
  end

  it("flips the holder from the right to the red card, showing and hiding at the call", function()
    local start = clock.now
    window:tap(196.5, 436)
    expect(vc.isFliped):toBe(false)
    expect(vc.redCard.isHidden):toBe(false)
    expect(vc.blueCard.isHidden):toBe(true)
    expect(holder.subviews[3].name):toBe("snapshot(holder)")          -- the old look, in front

    advanceTo(start + 0.075)
    expect(UIKit.easeInOut(0.25)):toBeCloseTo(0.1291619310, 1e-9)      -- python3
    local minX, maxX, minY = turned(-math.pi * UIKit.easeInOut(0.25))
    expect(minX):toBeCloseTo(44.8946417058, 1e-9)                      -- python3
    expect(maxX):toBeCloseTo(370.8119794630, 1e-9)                     -- python3
    local f = holder.presentation.frame
    expect(f.x):toBeCloseTo(minX, 1e-6)
    expect(f.maxX):toBeCloseTo(maxX, 1e-6)
    expect(f.y):toBeCloseTo(minY, 1e-6)
    expect(holder.subviews[3].presentation.alpha):toBe(1)

    advanceTo(start + 0.15)                                              -- the middle: edge-on
    expect(holder.presentation.frame.width):toBeCloseTo(0, 1e-9)

    advanceTo(start + 0.225)                                             -- the red look, coming back
    minX, maxX, minY = turned(math.pi - math.pi * UIKit.easeInOut(0.75))
    f = holder.presentation.frame
    expect(f.x):toBeCloseTo(minX, 1e-6)
    expect(f.maxX):toBeCloseTo(maxX, 1e-6)
    expect(f.y):toBeCloseTo(minY, 1e-6)
    expect(f.maxX):toBeCloseTo(393 - 44.8946417058, 1e-6)               -- the quarter's, mirrored
    expect(holder.subviews[3].presentation.alpha):toBe(0)

    advanceTo(start + 0.3)
    clock.advance(0)
    expect(#holder.subviews):toBe(2)                                     -- the old look gone
    expect(holder.layer.transform.isIdentity):toBe(true)
    expect(holder.presentation.frame):toEqual(Rect(20, 40, 353, 792))
  end)

  it("flips back from the left to the blue card on the second tap", function()
    window:tap(196.5, 436)
    advanceTo(clock.now + 0.3)
    clock.advance(0)
    local start = clock.now
    window:tap(196.5, 436)                                               -- on the red card now
    expect(vc.isFliped):toBe(true)
    expect(vc.blueCard.isHidden):toBe(false)
    expect(vc.redCard.isHidden):toBe(true)
    advanceTo(start + 0.075)
    local minX, maxX = turned(math.pi * UIKit.easeInOut(0.25))
    expect(minX):toBeCloseTo(196.5 - (370.8119794630 - 196.5), 1e-9)   -- the first tap's, mirrored
    local f = holder.presentation.frame
    expect(f.x):toBeCloseTo(minX, 1e-6)
    expect(f.maxX):toBeCloseTo(maxX, 1e-6)
    advanceTo(start + 0.3)
    clock.advance(0)
    expect(holder.layer.transform.isIdentity):toBe(true)
    expect(#holder.subviews):toBe(2)
  end)

  -- a view animating takes no touches unless allowUserInteraction is given: a second tap in
  -- the middle of the flip does nothing (the holder and its cards are not hit-tested)
  it("ignores a tap while the holder turns", function()
    window:tap(196.5, 436)
    advanceTo(clock.now + 0.1)
    window:tap(196.5, 436)
    expect(vc.isFliped):toBe(false)
    expect(vc.redCard.isHidden):toBe(false)
  end)
end)
