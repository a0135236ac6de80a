-- yugioh_flip_spec.lua — the iOS-ViewTransition port (scripts/examples/outside/
-- yugioh_flip.lua) on the default iPhone 15 (393 × 852). Numbers, computed here from the
-- Swift and UIKit's rules:
--   * the card view at (10, 165, 373, 643): its centre (196.5, 486.5), half its width 186.5,
--     half its height 321.5 (the storyboard's constraints under a 59-point top and 34-point
--     bottom safe area);
--   * each tap flips the card view (the superview of the two faces) from the top over 0.5 s
--     on ease-in-ease-out, "the top side of the view moves toward the front": the old face
--     turns by −φ about x, φ = π·easeInOut(t/0.5), which in Transit's perspective (m34 =
--     −1/1000) puts a point y from the centre at y·cos φ / (1 + y·sin φ / 1000), the top
--     (y = −321.5) nearer: w = 1 − 0.3215·sin φ there. A quarter in (0.125 s),
--     easeInOut(¼) = 0.1291619310, so (python3) minY = 486.5 − 321.5·cos φ / w_top =
--     148.1708174771, maxY = 486.5 + 321.5·cos φ / w_bottom = 748.6277429533, and the top
--     edge, the widest, 373 / w_top = 427.2161936757 wide;
--   * .showHideTransitionViews: the first tap (flipped = true) hides the back and shows the
--     front at the call, the second the other way round.
local Yugioh = require "examples.outside.yugioh_flip"
local UIKit = require "spec.support.uikit"

describe("iOS-ViewTransition's card flipped from the top, ported", function()
  local vc, card

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    vc = Yugioh.ViewController()
    window.rootViewController = vc
    clock.advance(0)
    card = vc.view:find("card")
  end)

  -- the card view's frame turned by `angle` about x (negative: the top side forward)
  local function turned(angle)
    local top, bottom = 1 + 321.5 * math.sin(angle) / 1000, 1 - 321.5 * math.sin(angle) / 1000
    local wide = math.min(top, bottom)
    return 486.5 - 321.5 * math.cos(angle) / top, 486.5 + 321.5 * math.cos(angle) / bottom,
           196.5 - 186.5 / wide, 373 / wide
  end

  it("sits where the storyboard's constraints put it", function()
    expect(vc.view.safeAreaInsets.top):toBe(59)
    expect(vc.view.safeAreaInsets.bottom):toBe(34)
    expect(card.frame):toEqual(Rect(10, 165, 373, 643))
  end)

  it("turns the card view from the top, the front shown at the call", function()
    local start = clock.now
    window:tap(196.5, 486.5)
    expect(vc.flipped):toBe(true)
    expect(vc.cardBack.isHidden):toBe(true)
    expect(vc.cardFront.isHidden):toBe(false)
    advanceTo(start + 0.125)
    local minY, maxY, minX, width = turned(-math.pi * UIKit.easeInOut(0.25))
    expect(minY):toBeCloseTo(148.1708174771, 1e-9)                     -- python3
    expect(maxY):toBeCloseTo(748.6277429533, 1e-9)                     -- python3
    expect(width):toBeCloseTo(427.2161936757, 1e-9)                    -- python3
    local f = card.presentation.frame
    expect(f.y):toBeCloseTo(minY, 1e-6)
    expect(f.maxY):toBeCloseTo(maxY, 1e-6)
    expect(f.x):toBeCloseTo(minX, 1e-6)
    expect(f.width):toBeCloseTo(width, 1e-6)
    advanceTo(start + 0.25)
    expect(card.presentation.frame.height):toBeCloseTo(0, 1e-9)       -- edge-on
    advanceTo(start + 0.375)                                           -- the front, coming back
    minY, maxY = turned(math.pi - math.pi * UIKit.easeInOut(0.75))
    expect(maxY):toBeCloseTo(2 * 486.5 - 148.1708174771, 1e-9)         -- the quarter's, mirrored
    f = card.presentation.frame
    expect(f.y):toBeCloseTo(minY, 1e-6)
    expect(f.maxY):toBeCloseTo(maxY, 1e-6)
    advanceTo(start + 0.5)
    clock.advance(0)
    expect(card.layer.transform.isIdentity):toBe(true)
    expect(card.presentation.frame):toEqual(Rect(10, 165, 373, 643))
    expect(#card.subviews):toBe(2)
  end)

  it("turns from the top again on the second tap, the back shown", function()
    window:tap(196.5, 486.5)
    advanceTo(clock.now + 0.5)
    clock.advance(0)
    local start = clock.now
    window:tap(196.5, 486.5)
    expect(vc.flipped):toBe(false)
    expect(vc.cardBack.isHidden):toBe(false)
    expect(vc.cardFront.isHidden):toBe(true)
    advanceTo(start + 0.125)
    expect(card.presentation.frame.y):toBeCloseTo(148.1708174771, 1e-6)
  end)
end)
