-- cube_spec.lua — the cube transition (transitions/cube.lua) on an iPhone 15 (393 × 852):
-- the projected frames of both screens at ¼, ½ and ¾ of the 0.6 s turn, computed here from
-- Core Animation's rules rather than read from the engine: a point (x, y) of a layer,
-- relative to its anchor point, maps through rotation(θ about y) then the perspective
-- m34 = -1/d to (x·cos θ, y) over w = 1 + x·sin θ / d, placed at the layer's position. The
-- hinge edge (x = 0 from the anchor) stays put at full height; the far edge at x = ∓393 is
-- drawn at 393·cos θ / w from it and H / w tall.
local Cube = require "transitions.cube"
local UIKit = require "spec.support.uikit"

describe("the cube transition", function()
  local W, H, d = 393, 852, 500
  local first, second

  local function advanceTo(t) clock.advance(t - clock.now) end

  -- The box of a screen turned by θ about its hinge at x = hingeX (0 or W), far edge away.
  local function turnedFrame(theta, hingeX)
    local w = 1 + W * math.abs(math.sin(theta)) / d
    local width = W * math.cos(theta) / w
    local x = hingeX == 0 and 0 or W - width
    return Rect(x, 0, width, H)
  end

  local function close(a, b, tol)
    tol = tol or 1e-6
    for _, k in ipairs{"x", "y", "width", "height"} do
      if math.abs(a[k] - b[k]) > tol then return false end
    end
    return true
  end

  before_each(function()
    first = ViewController{name = "first", viewDidLoad = function(self) self.view.name = "first" end}
    second = ViewController{name = "second", viewDidLoad = function(self) self.view.name = "second" end}
    second.transitioningDelegate = Cube.new()
    window.rootViewController = first
  end)

  it("turns the old screen away about its right edge and the new one in about its left", function()
    first:present(second, true)
    for _, f in ipairs{0.25, 0.5, 0.75} do
      advanceTo(0.6 * f)
      local e = UIKit.easeInOut(f)
      local away, toward = turnedFrame(e * math.pi / 2, W), turnedFrame((1 - e) * math.pi / 2, 0)
      assert.is_true(close(first.view.presentation.frame, away), ("first at %g: %s, not %s"):format(f, tostring(first.view.presentation.frame), tostring(away)))
      assert.is_true(close(second.view.presentation.frame, toward), ("second at %g: %s"):format(f, tostring(second.view.presentation.frame)))
      if f == 0.5 then
        -- halfway, an eighth of a turn: rotation(−45° about y) then the perspective,
        -- m11 = c, m13 = s, m31 = −s, m33 = c, m14 = −s/d, m34 = −c/d
        local c, s = math.cos(math.pi / 4), math.sin(math.pi / 4)
        local t = first.view.presentation.layer.transform
        for _, k in ipairs{"m11", "m13", "m31", "m33", "m14", "m34", "m22", "m44"} do
          local want = ({m11 = c, m13 = s, m31 = -s, m33 = c, m14 = -s / d, m34 = -c / d, m22 = 1, m44 = 1})[k]
          assert.is_true(math.abs(t[k] - want) < 1e-12, k)
        end
      end
    end
    expect(first.view.layer.anchorPoint):toEqual(Point(1, 0.5))
    expect(second.view.layer.anchorPoint):toEqual(Point(0, 0.5))
    advanceTo(0.6)
    clock.advance(0)
    expect(first.presentedViewController):toBe(second)
    expect(second.view.frame):toEqual(Rect(0, 0, W, H))
    expect(second.view.layer.anchorPoint):toEqual(Point(0.5, 0.5))
    assert.is_true(second.view.layer.transform.isIdentity)
  end)

  it("dismisses as the mirror image", function()
    first:present(second, true)
    clock.advance(1)
    second:dismiss(true)
    advanceTo(1.3)
    local e = UIKit.easeInOut(0.5)
    assert.is_true(close(second.view.presentation.frame, turnedFrame(e * math.pi / 2, 0)))
    assert.is_true(close(first.view.presentation.frame, turnedFrame((1 - e) * math.pi / 2, W)))
    clock.advance(1)
    expect(first.presentedViewController):toBe(nil)
    expect(first.view.frame):toEqual(Rect(0, 0, W, H))
    assert.is_true(first.view.layer.transform.isIdentity)
  end)

  it("refuses a layer value that is not one", function()
    local v = View{}
    local ok, err = pcall(function() v.layer.transform = Transform.identity end)
    expect(ok):toBe(false)
    expect(err):toMatch("Transform3D expected")
  end)
end)
