-- scan_flash_spec.lua — the ScanFlash flashcard port (scripts/examples/outside/
-- scan_flash.lua). Numbers, computed here from the Swift and UIKit's rules:
--   * the card view at (20, 20, 300, 200) (the stand-in image size): its centre (170, 120),
--     half its width 150, half its height 100;
--   * transitionFromView without .showHideTransitionViews: the front "is added to the
--     superview of fromView" and the back "is removed from its superview as part of the
--     transition" — at the call, the transition being the card view's (docs/animation.md,
--     "Flips"), which turns half a turn over 1 s on ease-in-ease-out;
--   * the first tap flips from the right, "the right side of the view moves toward the
--     front": the card view turned by −φ about y, φ = π·easeInOut(t), the right edge at
--     w = 1 − 0.15·sin φ in Transit's perspective (m34 = −1/1000). A quarter in (0.25 s),
--     easeInOut(¼) = 0.1291619310, so (python3) minX = 170 − 150·cos φ / (1 + 0.15·sin φ) =
--     39.8845140943, maxX = 170 + 150·cos φ / (1 − 0.15·sin φ) = 316.4933654545, minY =
--     120 − 100 / (1 − 0.15·sin φ) = 13.7064064916;
--   * the second tap flips back from the left: the mirror image about x = 170.
local ScanFlash = require "examples.outside.scan_flash"
local UIKit = require "spec.support.uikit"

describe("ScanFlash's flashcard, ported", function()
  local vc, card

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    vc = ScanFlash.FlashcardViewController()
    window.rootViewController = vc
    clock.advance(0)
    card = vc.cardView
  end)

  local phi = math.pi * UIKit.easeInOut(0.25)
  local s = 0.15 * math.sin(phi)

  it("replaces the back by the front at the call and turns the card view from the right", function()
    expect(#card.subviews):toBe(1)
    local start = clock.now
    window:tap(170, 120)
    expect(vc.showingBack):toBe(false)
    expect(vc.back.superview):toBe(nil)
    expect(vc.front.superview):toBe(card)
    expect(card.subviews[1]):toBe(vc.front)
    expect(card.subviews[2].name):toBe("snapshot(cardView)")         -- the back's look, in front
    advanceTo(start + 0.25)
    expect(170 - 150 * math.cos(phi) / (1 + s)):toBeCloseTo(39.8845140943, 1e-9)   -- python3
    expect(170 + 150 * math.cos(phi) / (1 - s)):toBeCloseTo(316.4933654545, 1e-9)  -- python3
    local f = card.presentation.frame
    expect(f.x):toBeCloseTo(39.8845140943, 1e-6)
    expect(f.maxX):toBeCloseTo(316.4933654545, 1e-6)
    expect(f.y):toBeCloseTo(13.7064064916, 1e-6)
    advanceTo(start + 1)
    clock.advance(0)
    expect(#card.subviews):toBe(1)
    expect(card.subviews[1]):toBe(vc.front)
    expect(card.layer.transform.isIdentity):toBe(true)
  end)

  it("turns it back from the left on the second tap", function()
    window:tap(170, 120)
    advanceTo(clock.now + 1)
    clock.advance(0)
    local start = clock.now
    window:tap(170, 120)
    expect(vc.showingBack):toBe(true)
    expect(vc.front.superview):toBe(nil)
    expect(vc.back.superview):toBe(card)
    advanceTo(start + 0.25)
    local f = card.presentation.frame
    expect(f.x):toBeCloseTo(340 - 316.4933654545, 1e-6)               -- mirrored about x = 170
    expect(f.maxX):toBeCloseTo(340 - 39.8845140943, 1e-6)
  end)
end)
