-- physics_message_spec.lua — SwiftMessages' PhysicsAnimation (scripts/examples/outside/
-- physics_message.lua) with a 120-point-high message centred in the iPhone 15's root view
-- (393 × 852). Numbers, computed here from the Swift and UIKit's documented rules:
--   * installed: (0, (852 − 120) / 2, 393, 120) = (0, 366, 393, 120);
--   * shown: the scale from 0.6 on `usingSpringWithDamping: 0.6` over 0.5 s from rest —
--     mass 1, ζ = 0.6, ω₀ = ln(1 / (ε·√(1 − ζ²))) / (ζ·0.5) = ln 1500 / 0.3 = 24.377401
--     (ε = 1/1200, docs/animation.md), x(t) = e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t),
--     scale 1 − 0.4·x (python3): 0.772473 at 0.05 s, 0.969768 at 0.1 s, 1.026647 at 0.2 s
--     (past 1); the alpha 0.25 → 1 linearly over 0.15 s: 0.5 at 0.05 s, 0.75 at 0.1 s;
--   * the transaction's completion block — the animator's completion — runs when the last
--     of its two blocks has ended: the spring's, at 0.5 s;
--   * hidden: scale 1 → 0.8 and alpha 1 → 0 on ease-in, the cubic Bézier (0.42, 0, 1, 1),
--     over 0.15 s: scale 1 − 0.2·e, alpha 1 − e (bisection, python3): 0.968767 and 0.843836
--     at 0.05 s, 0.897670 and 0.488349 at 0.1 s; at 0.15 s the block puts alpha 1 and the
--     identity back and completes.
local Physics = require "examples.outside.physics_message"
local UIKit = require "spec.support.uikit"

describe("SwiftMessages' physics animation, ported", function()
  local root, message, animation, context, start

  local function advanceTo(t) clock.advance(start + t - clock.now) end

  before_each(function()
    root = ViewController{name = "root"}
    window.rootViewController = root
    window:layoutIfNeeded()
    message = View{name = "message", frame = Rect(0, 0, 200, 120)}
    animation = Physics.PhysicsAnimation.new(nil)
    context = {messageView = message, containerView = root.view, safeZoneConflicts = {}, interactiveHide = false}
  end)

  it("pops the message in on the 0.6 spring, the transaction completing with the spring", function()
    local shown
    start = clock.now
    animation:show(context, function(completed) shown = {completed, clock.now - start} end)
    expect(message.frame):toEqual(Rect(0, 366, 393, 120))
    expect(message.presentation.transform.a):toBeCloseTo(0.6, 1e-12)
    expect(message.presentation.alpha):toBe(0.25)
    local scale = {[0.05] = 0.772473, [0.1] = 0.969768, [0.2] = 1.026647}
    local alpha = {[0.05] = 0.5, [0.1] = 0.75, [0.2] = 1}
    for _, t in ipairs{0.05, 0.1, 0.2} do
      advanceTo(t)
      local s = message.presentation.transform
      expect(s.a):toBeCloseTo(scale[t], 1e-5)
      expect(s.a):toBeCloseTo(0.6 + 0.4 * UIKit.springWithDamping(0.5, 0.6, 0, t), 1e-9)
      expect(s.d):toBeCloseTo(s.a, 1e-12)
      expect(message.presentation.alpha):toBeCloseTo(alpha[t], 1e-9)
    end
    advanceTo(0.499)
    expect(shown):toBeNil()                                  -- the alpha ended at 0.15 s
    advanceTo(0.5)
    expect(shown[1]):toBe(true)
    expect(shown[2]):toBeCloseTo(0.5, 1e-9)
  end)

  it("shrinks and fades it out on ease-in, then puts the alpha and the identity back", function()
    animation:show(context, function() end)
    clock.advance(0.5)
    local hidden
    start = clock.now
    animation:hide(context, function(completed) hidden = {completed, clock.now - start} end)
    expect(message.alpha):toBe(0)
    local scale = {[0.05] = 0.968767, [0.1] = 0.897670}
    local alpha = {[0.05] = 0.843836, [0.1] = 0.488349}
    for _, t in ipairs{0.05, 0.1} do
      advanceTo(t)
      expect(message.presentation.transform.a):toBeCloseTo(scale[t], 1e-5)
      expect(message.presentation.alpha):toBeCloseTo(alpha[t], 1e-5)
      expect(message.presentation.alpha):toBeCloseTo(1 - UIKit.easeIn(t / 0.15), 1e-9)
    end
    expect(hidden):toBeNil()
    advanceTo(0.15)
    expect(hidden[1]):toBe(true)
    expect(hidden[2]):toBeCloseTo(0.15, 1e-9)
    expect(message.alpha):toBe(1)
    expect(message.transform):toEqual(Transform.identity)
  end)
end)
