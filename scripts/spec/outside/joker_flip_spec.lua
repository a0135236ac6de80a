-- joker_flip_spec.lua — the UIViewTransitions port (scripts/examples/outside/joker_flip.lua)
-- on the default iPhone 15 (393 × 852). Numbers, computed here from the Swift and UIKit's
-- rules:
--   * the card view, 340 × 490 centred: (26.5, 181), its centre (196.5, 426), half its width
--     170, half its height 245;
--   * a tap flips it from the left over 0.5 s on the options' curve, curveEaseOut (Core
--     Animation's ease-out, the Bézier (0, 0) (0.58, 1)), "the left side of the view moves
--     toward the front": the card's angle φ = π·easeOut(t/0.5), the old look (the back)
--     turned by +φ about y in the first half, which in Transit's perspective (m34 = −1/1000)
--     puts the left edge at 196.5 − 170·cos φ / (1 − 0.17·sin φ). A quarter in (0.125 s),
--     easeOut(¼) = 0.3781381308 — past a third of the turn, where ease-in-ease-out would be at
--     0.129 —, so (python3) minX = 121.1062794137, maxX = 251.3544615886, minY =
--     426 − 245 / (1 − 0.17·sin φ) = 135.1320951048;
--   * at 0.4 s (easeOut(0.8) > ½) the joker's look turns back from the other edge by
--     −(π − φ): the right side nearer.
local Joker = require "examples.outside.joker_flip"
local UIKit = require "spec.support.uikit"

describe("UIViewTransitions' joker flipped from the left on ease-out, ported", function()
  local vc, card

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    vc = Joker.ViewController()
    window.rootViewController = vc
    clock.advance(0)
    card = vc.view:find("card")
  end)

  -- the card view's frame turned by `angle` about y (positive: the left side forward)
  local function turned(angle)
    local s = 170 * math.sin(angle) / 1000
    local left, right = 1 - s, 1 + s           -- w at x = −170 and x = +170
    return 196.5 - 170 * math.cos(angle) / left, 196.5 + 170 * math.cos(angle) / right,
           426 - 245 / math.min(left, right)
  end

  it("turns the card view from the left on ease-out, the joker shown at the call", function()
    local start = clock.now
    window:tap(196.5, 426)
    expect(vc.isFlipped):toBe(true)
    expect(vc.backView.isHidden):toBe(true)
    expect(vc.jokerView.isHidden):toBe(false)
    advanceTo(start + 0.125)
    expect(UIKit.easeOut(0.25)):toBeCloseTo(0.3781381308, 1e-9)        -- python3
    local minX, maxX, minY = turned(math.pi * UIKit.easeOut(0.25))
    expect(minX):toBeCloseTo(121.1062794137, 1e-9)                     -- python3
    expect(maxX):toBeCloseTo(251.3544615886, 1e-9)                     -- python3
    expect(minY):toBeCloseTo(135.1320951048, 1e-9)                     -- python3
    local f = card.presentation.frame
    expect(f.x):toBeCloseTo(minX, 1e-6)
    expect(f.maxX):toBeCloseTo(maxX, 1e-6)
    expect(f.y):toBeCloseTo(minY, 1e-6)
    expect(f.width):toBeLessThan(200)                                  -- well past a third of the turn
    advanceTo(start + 0.4)
    expect(UIKit.easeOut(0.8) > 0.5):toBe(true)
    minX, maxX, minY = turned(-(math.pi - math.pi * UIKit.easeOut(0.8)))
    f = card.presentation.frame
    expect(f.x):toBeCloseTo(minX, 1e-6)
    expect(f.maxX):toBeCloseTo(maxX, 1e-6)
    expect(f.y):toBeCloseTo(minY, 1e-6)
    advanceTo(start + 0.5)
    clock.advance(0)
    expect(card.layer.transform.isIdentity):toBe(true)
    expect(card.presentation.frame):toEqual(Rect(26.5, 181, 340, 490))
  end)
end)
