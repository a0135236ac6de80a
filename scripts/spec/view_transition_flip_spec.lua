-- view_transition_flip_spec.lua — the flips of View.transition, UIKit's
-- .transitionFlipFromLeft, …Right, …Top, …Bottom (docs/animation.md, "Flips"). Apple:
-- FromLeft flips "around its vertical axis from left to right (the left side of the view
-- moves toward the front and right side toward the back)", FromTop "around its horizontal
-- axis from top to bottom (the top side of the view moves toward the front and the bottom
-- side toward the back)". Transit turns the container as a card, angle φ = π·curve(t) (ease-
-- in-ease-out by default), its old look in front to edge-on, then its new look from the other
-- edge-on, in the modal flip's perspective m34 = −1/1000. A point (x, y) from the centre,
-- turned by θ about y, lands at x·cos θ / w, y / w with w = 1 + x·sin θ / 1000; about x, at
-- x / w, y·cos θ / w with w = 1 − y·sin θ / 1000. The container below is 200 × 100 at
-- (20, 40): centre (120, 90), half sizes 100 and 50.
local UIKit = require "spec.support.uikit"

describe("View.transition's flips", function()
  local container, front, back

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    container = View{name = "container", frame = Rect(20, 40, 200, 100)}
    window:addSubview(container)
    back = View{name = "back", frame = Rect(0, 0, 200, 100), backgroundColor = Color.blue}
    front = View{name = "front", frame = Rect(0, 0, 200, 100), backgroundColor = Color.red}
    container:addSubview(back)
    container:addSubview(front)
  end)

  -- the quarter of a 1 s flip on ease-in-ease-out: φ = π·easeInOut(¼)
  local phi = math.pi * UIKit.easeInOut(0.25)

  it("turns the container's left side forward from the left, the old look in front", function()
    local start = clock.now
    local done
    View.transition(front, back, 1, {"transitionFlipFromLeft"}, function(finished) done = finished end)
    expect(front.superview):toBe(nil)                                  -- at the call, as UIKit's
    expect(container.subviews[#container.subviews].name):toBe("snapshot(container)")
    advanceTo(start + 0.25)
    local f = container.presentation.frame
    local s = 100 * math.sin(phi) / 1000                               -- θ = +φ: w = 1 ∓ s at the left, right
    expect(f.x):toBeCloseTo(120 - 100 * math.cos(phi) / (1 - s), 1e-6)
    expect(f.maxX):toBeCloseTo(120 + 100 * math.cos(phi) / (1 + s), 1e-6)
    expect(f.height):toBeCloseTo(100 / (1 - s), 1e-6)                  -- the left edge, the taller
    expect(f.x):toBeCloseTo(24.3444795717, 1e-6)                         -- python3
    advanceTo(start + 0.75)                                            -- the new look from the right side
    f = container.presentation.frame
    expect(f.x):toBeCloseTo(120 - 100 * math.cos(phi) / (1 + s), 1e-6)
    expect(f.maxX):toBeCloseTo(120 + 100 * math.cos(phi) / (1 - s), 1e-6)
    expect(container.subviews[#container.subviews].presentation.alpha):toBe(0)
    advanceTo(start + 1)
    clock.advance(0)
    expect(done):toBe(true)
    expect(#container.subviews):toBe(1)
    expect(container.subviews[1]):toBe(back)
    expect(container.layer.transform.isIdentity):toBe(true)
  end)

  it("turns the other way from the right, about x from the top and the bottom", function()
    local cases = {
      {"transitionFlipFromRight", function(f, s) return f.maxX, 120 + 100 * math.cos(phi) / (1 - s) end},
      {"transitionFlipFromTop", function(f, s) return f.y, 90 - 50 * math.cos(phi) / (1 - s / 2) end},
      {"transitionFlipFromBottom", function(f, s) return f.maxY, 90 + 50 * math.cos(phi) / (1 - s / 2) end},
    }
    for _, case in ipairs(cases) do
      local start = clock.now
      View.transition(container, 1, case[1], nil)
      advanceTo(start + 0.25)
      local got, want = case[2](container.presentation.frame, 100 * math.sin(phi) / 1000)
      expect(got):toBeCloseTo(want, 1e-6)
      advanceTo(start + 1)
      clock.advance(0)
    end
  end)

  it("turns the container form, its block's changes at once, on the options' curve", function()
    local start = clock.now
    View.transition(container, 1, {"transitionFlipFromLeft", "curveLinear"}, function()
      front.backgroundColor = Color.green
    end)
    expect(front.backgroundColor):toEqual(Color.green)
    advanceTo(start + 0.25)                                            -- linear: φ = π/4
    local s = 100 * math.sin(math.pi / 4) / 1000
    expect(container.presentation.frame.x):toBeCloseTo(120 - 100 * math.cos(math.pi / 4) / (1 - s), 1e-6)
  end)

  -- Core Animation keeps one transition per layer (CALayer.add(_:forKey:): "only one
  -- animation per unique key is added to the layer. The special key kCATransition is
  -- automatically used for transition animations"): a second transition of the turning
  -- container replaces the flip, whose turn stops (the container flat again) and whose
  -- completion gets false one turn later; the second runs from its own start.
  it("is replaced by a second transition of the container, which runs from its start", function()
    local calls = {}
    View.transition(container, 1, "transitionFlipFromTop", nil, function(f) calls[#calls + 1] = "top " .. tostring(f) end)
    advanceTo(clock.now + 0.1)
    local start = clock.now
    View.transition(container, 1, "transitionFlipFromLeft", nil, function(f) calls[#calls + 1] = "left " .. tostring(f) end)
    expect(#container.subviews):toBe(3)                                -- the first's old look gone
    clock.advance(0)
    expect(calls):toEqual({"top false"})
    advanceTo(start + 0.25)
    local s = 100 * math.sin(phi) / 1000
    expect(container.presentation.frame.x):toBeCloseTo(24.3444795717, 1e-6)   -- the left quarter, python3
    expect(container.presentation.frame.height):toBeCloseTo(100 / (1 - s), 1e-6)
    advanceTo(start + 1)
    clock.advance(0)
    expect(calls):toEqual({"top false", "left true"})
    expect(container.layer.transform.isIdentity):toBe(true)
    expect(#container.subviews):toBe(2)
  end)

  it("stops the turn flat when a dissolve replaces it", function()
    local done
    View.transition(container, 1, "transitionFlipFromRight", nil, function(f) done = f end)
    advanceTo(clock.now + 0.6)
    View.transition(container, 1, "transitionCrossDissolve", nil)
    expect(container.presentation.frame):toEqual(Rect(20, 40, 200, 100))
    expect(container.layer.transform.isIdentity):toBe(true)
    clock.advance(0)
    expect(done):toBe(false)
  end)

  it("refuses to turn a transformed view, before the change; no turn is refused nothing", function()
    container.transform = Transform.identity:scaled(2, 2)
    expect(function() View.transition(front, back, 1, "transitionFlipFromLeft", nil) end)
      :toThrow("not the identity")
    expect(front.superview):toBe(container)                            -- refused before the change
    expect(#container.subviews):toBe(2)
    View.transition(front, back, 0, "transitionFlipFromLeft", nil)     -- no turn: allowed, at once
    expect(front.superview):toBe(nil)
  end)

  -- The block runs after the first check: a transform it gives the container would be the
  -- turn's to stand in for, and the turn's end (the identity, the model untouched) wiped it.
  it("refuses a block that transforms the container, keeping the block's transform", function()
    local done
    expect(function()
      View.transition(container, 1, "transitionFlipFromLeft", function()
        container.transform = Transform.identity:scaled(2, 2)
      end, function(f) done = f end)
    end):toThrow("not the identity")
    expect(container.transform):toEqual(Transform.identity:scaled(2, 2))   -- was the identity
    expect(#container.subviews):toBe(2)                                -- no old look left over it
    clock.runUntilIdle()
    expect(done):toBe(nil)                                             -- refused: no completion
    expect(container.presentation.frame):toEqual(Rect(-80, -10, 400, 200))
  end)

  it("ends when the container's animations are removed", function()
    local done
    View.transition(container, 1, "transitionFlipFromLeft", nil, function(finished) done = finished end)
    advanceTo(clock.now + 0.25)
    container:removeAllAnimations()
    expect(container.presentation.frame):toEqual(Rect(20, 40, 200, 100))
    clock.advance(0)
    expect(done):toBe(false)
    expect(#container.subviews):toBe(2)                                -- the old look gone
    expect(container.layer.transform.isIdentity):toBe(true)
  end)

  -- The flip's end knows it by its handle: a script that empties the container while the
  -- card turns (its old look is one of `container.subviews` then) and drops what it took out
  -- must not leave the container in the flip's perspective, nor let a later flip pass for
  -- the running one's replacement.
  it("ends flat when the script takes its old look out and drops it", function()
    local calls = {}
    View.transition(container, 1, "transitionFlipFromLeft", nil, function(f) calls[#calls + 1] = f end)
    advanceTo(clock.now + 0.25)
    for _, v in ipairs(container.subviews) do v:removeFromSuperview() end
    collectgarbage()
    collectgarbage()
    clock.runUntilIdle()
    expect(calls):toEqual({false})                                     -- its tracks left with the views
    expect(container.layer.transform.isIdentity):toBe(true)            -- was m34 = −0.001, for good
    container.transform = Transform.identity:scaled(2, 2)
    expect(function() View.transition(container, 1, "transitionFlipFromLeft", nil) end)
      :toThrow("not the identity")                                     -- was accepted, then wiped the scale
    expect(container.transform):toEqual(Transform.identity:scaled(2, 2))
  end)

  it("is replaced by a second transition after the script took its old look out", function()
    local calls = {}
    View.transition(container, 1, "transitionFlipFromTop", nil, function(f) calls[#calls + 1] = "top " .. tostring(f) end)
    advanceTo(clock.now + 0.25)
    container.subviews[#container.subviews]:removeFromSuperview()
    View.transition(container, 1, "transitionCrossDissolve", nil, function(f) calls[#calls + 1] = "fade " .. tostring(f) end)
    expect(container.presentation.frame):toEqual(Rect(20, 40, 200, 100))   -- the turn stopped, flat
    clock.advance(0)
    expect(calls):toEqual({"top false"})
    clock.runUntilIdle()
    expect(calls):toEqual({"top false", "fade true"})
    expect(container.layer.transform.isIdentity):toBe(true)
  end)

  -- UIKit's transition animates the layer's rendering and leaves its properties alone, so a
  -- transform the script sets while the card turns is the view's after it (Apple's Animation
  -- Types and Timing guide: a CATransition "affects an entire layer, rather than a specific
  -- property of a layer").
  it("leaves the model alone: the turn is in the presentation only", function()
    View.transition(container, 1, "transitionFlipFromLeft", nil)
    advanceTo(clock.now + 0.25)
    expect(container.layer.transform.isIdentity):toBe(true)            -- was the perspective, m34 = −0.001
    expect(container.transform):toEqual(Transform.identity)
    expect(container.frame):toEqual(Rect(20, 40, 200, 100))
    expect(container.presentation.frame.x):toBeCloseTo(24.3444795717, 1e-6)   -- turning all the same
    expect(container.presentation.layer.transform.m34):toBeCloseTo(-0.001 * math.cos(phi), 1e-12)
  end)

  it("keeps a transform the script writes while the card turns", function()
    local done
    View.transition(container, 1, "transitionFlipFromLeft", nil, function(f) done = f end)
    advanceTo(clock.now + 0.25)
    container.transform = Transform.identity:scaled(2, 2)
    expect(function() View.transition(container, 1, "transitionFlipFromRight", nil) end)
      :toThrow("not the identity")                                     -- a transformed view, as any
    clock.runUntilIdle()
    expect(done):toBe(true)
    expect(container.transform):toEqual(Transform.identity:scaled(2, 2))   -- was the identity
    expect(container.frame):toEqual(Rect(-80, -10, 400, 200))
    expect(#container.subviews):toBe(2)
  end)

  it("keeps a transform animated in a block of its own during the flip", function()
    local calls = {}
    View.transition(container, 1, "transitionFlipFromLeft", nil, function(f) calls[#calls + 1] = "flip " .. tostring(f) end)
    advanceTo(clock.now + 0.25)
    View.animate(0.2, function() container.transform = Transform.identity:rotated(math.pi / 2) end,
      function(f) calls[#calls + 1] = "turn " .. tostring(f) end)
    clock.runUntilIdle()
    expect(calls):toEqual({"turn true", "flip true"})
    expect(container.transform.b):toBeCloseTo(1, 1e-12)                -- a quarter turn, kept
    expect(container.presentation.frame):toEqual(container.frame)
  end)
end)
