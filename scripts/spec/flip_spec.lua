-- flip_spec.lua — modalTransitionStyle = "flipHorizontal" (docs/layers.md, "The flip") on an
-- iPhone 15 (393 × 852): the presenter's view and the presented one are the faces of a card
-- turning half a turn about the vertical axis through the window's centre in 0.75 s on
-- ease-in-ease-out, seen in perspective m34 = -1/1000. The frames are computed here from Core
-- Animation's rule rather than read from the engine: a point x from the view's centre, turned
-- by θ about y and seen in perspective, is drawn at x·cos θ / w with w = 1 + x·sin θ / d, and
-- its vertical extent scales by 1 / w.
local UIKit = require "spec.support.uikit"

describe("the flipHorizontal transition", function()
  local W, H, d, T = 393, 852, 1000, 0.75
  local front, back

  local function advanceTo(t) clock.advance(t - clock.now) end

  -- The box of a full-screen view turned by θ about its centre's vertical axis.
  local function turned(theta)
    local half = W / 2
    local wRight, wLeft = 1 + half * math.sin(theta) / d, 1 - half * math.sin(theta) / d
    local right, left = half + half * math.cos(theta) / wRight, half - half * math.cos(theta) / wLeft
    local tallest = H / 2 / math.min(wRight, wLeft)
    return Rect(left, H / 2 - tallest, right - left, 2 * tallest)
  end

  local function close(a, b)
    for _, k in ipairs{"x", "y", "width", "height"} do
      if math.abs(a[k] - b[k]) > 1e-9 then return false end
    end
    return true
  end

  before_each(function()
    front = ViewController{name = "front", viewDidLoad = function(self) self.view.name = "front" end}
    back = ViewController{name = "back", modalPresentationStyle = "fullScreen",
                          modalTransitionStyle = "flipHorizontal",
                          viewDidLoad = function(self) self.view.name = "back" end}
    window.rootViewController = front
  end)

  it("turns the presenter away right side first, then brings the presented view round", function()
    local order = {}
    front:present(back, true, function()
      order[#order + 1] = "completion"
      assert.is_true(front.view.layer.transform.isIdentity and back.view.layer.transform.isIdentity)
    end)
    advanceTo(T / 4)
    local phi = math.pi * UIKit.easeInOut(0.25)
    -- the presenter at −φ: its right side nearer the eye, so wider and taller than its left
    local box = front.view.presentation.frame
    assert.is_true(close(box, turned(-phi)), tostring(box))
    assert.is_true(box.maxX - W / 2 > W / 2 - box.minX and box.y < 0)
    assert.is_true(back.view.presentation.frame.width < 1e-9)      -- edge-on
    advanceTo(3 * T / 4)
    assert.is_true(front.view.presentation.frame.width < 1e-9)
    assert.is_true(close(back.view.presentation.frame, turned(math.pi * (1 - UIKit.easeInOut(0.75)))))
    advanceTo(T)
    clock.advance(0)
    expect(order):toEqual({"completion"})
    expect(front.presentedViewController):toBe(back)
    expect(back.view.frame):toEqual(Rect(0, 0, W, H))
    expect(front.view.window):toBe(nil)
  end)

  it("dismisses turning the other way", function()
    front:present(back, true)
    clock.advance(1)
    back:dismiss(true)
    advanceTo(1 + T / 4)
    local phi = math.pi * UIKit.easeInOut(0.25)
    assert.is_true(close(back.view.presentation.frame, turned(phi)))
    assert.is_true(front.view.presentation.frame.width < 1e-9)
    clock.advance(1)
    expect(front.presentedViewController):toBe(nil)
    assert.is_true(front.view.layer.transform.isIdentity and back.view.layer.transform.isIdentity)
    expect(front.view.frame):toEqual(Rect(0, 0, W, H))
  end)

  -- UIKit's flip animates the two views' rendering and leaves their properties alone (Apple's
  -- Animation Types and Timing guide: a CATransition "affects an entire layer, rather than a
  -- specific property of a layer"): the model is what the app set while the card turns.
  it("leaves the model alone: the turn is in the presentation only", function()
    local function untouched(view)
      expect(view.layer.transform.isIdentity):toBe(true)              -- was the perspective, m34 = −0.001
      expect(view.transform):toEqual(Transform.identity)
      expect(view.frame):toEqual(Rect(0, 0, W, H))
    end
    front:present(back, true)
    for _, t in ipairs{T / 4, 3 * T / 4} do
      advanceTo(t)
      untouched(front.view)
      untouched(back.view)
    end
    local phi = math.pi * (1 - UIKit.easeInOut(0.75))              -- turning all the same
    assert.is_true(close(back.view.presentation.frame, turned(phi)))
    clock.advance(1)
    back:dismiss(true)
    advanceTo(clock.now + T / 4)
    untouched(front.view)
    untouched(back.view)
    assert.is_true(close(back.view.presentation.frame, turned(math.pi * UIKit.easeInOut(0.25))))
  end)

  it("keeps a transform the script set on the presented view as its model", function()
    local scaled = Transform.scale(0.5, 0.5)
    back.view.transform = scaled
    front:present(back, true)
    advanceTo(T / 4)
    expect(back.view.transform):toEqual(scaled)
    advanceTo(3 * T / 4)
    expect(back.view.transform):toEqual(scaled)
    -- the turn stands in for the whole transform while it runs, as View.transition's flips:
    -- rotation(θ) then the perspective, whose m34 is −cos θ / d, and no scale
    local theta = math.pi * (1 - UIKit.easeInOut(0.75))
    local shown = back.view.presentation.layer.transform
    expect(shown.m34):toBeCloseTo(-math.cos(theta) / d, 1e-12)
    expect(shown.m22):toBeCloseTo(1, 1e-12)
    advanceTo(T)
    clock.advance(0)
    expect(back.view.transform):toEqual(scaled)                      -- was wiped to the identity
    expect(back.view.presentation.transform):toEqual(scaled)
  end)

  it("is for full-screen presentations only", function()
    back.modalPresentationStyle = "pageSheet"
    local ok, err = pcall(function() front:present(back, true) end)
    expect(ok):toBe(false)
    expect(err):toMatch("needs modalPresentationStyle \"fullScreen\"")
    expect(front.presentedViewController):toBe(nil)
  end)
end)
