-- top_bottom_message_spec.lua — SwiftMessages' TopBottomAnimation (scripts/examples/outside/
-- top_bottom_message.lua) showing a 100-point-high message at the top of the iPhone 15's root
-- view (393 × 852). Numbers, computed here from the Swift and UIKit's documented rules:
--   * installed: the frame the constraints give, (0, −5, 393, 100), moved up by its height:
--     `transform` translation (0, −100);
--   * shown: `usingSpringWithDamping: 0.8` over 0.4 s from rest (the initial velocity capped at
--     zero): mass 1, ζ = 0.8, ω₀ = ln(1 / (ε·√(1 − ζ²))) / (ζ·0.4) = ln 2000 / 0.32 = 23.752820
--     (ε = 1/1200, docs/animation.md); x(t) = e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t), and
--     ty = −100·x (python3): −62.969682 at 0.05 s, −21.896887 at 0.1 s, +1.285767 at 0.2 s
--     (past its rest: the 5 points above the edge hide the bounce). `.curveLinear` gives way
--     to the spring, as in UIKit's spring method;
--   * a 20-point drag up over 0.5 s: ty −20, 20 / 95 of the height (under a third), 20 points
--     (under 75) at 40 points/s (under 750): released, the show animation springs it back
--     from −20, ty = −20·x: −12.593936 at 0.05 s, −4.379377 at 0.1 s; the delegate hears
--     `panStarted` at the first change and `panEnded` when the spring completes;
--   * hidden: 0.2 s on `.curveEaseIn`, cubic Bézier (0.42, 0, 1, 1), to ty −100: −9.346465
--     at 0.05 s, −31.535681 at 0.1 s, −62.186187 at 0.15 s (bisection, python3);
--   * a 40-point drag: 40 / 95 > 0.33 — the delegate is asked to hide it.
local Messages = require "examples.outside.top_bottom_message"
local UIKit = require "spec.support.uikit"

describe("SwiftMessages' top-bottom animation, ported", function()
  local root, message, animation, context, calls, start

  local function advanceTo(t) clock.advance(start + t - clock.now) end

  before_each(function()
    root = ViewController{name = "root"}
    window.rootViewController = root
    window:layoutIfNeeded()
    calls = {}
    local delegate = {
      hide = function(_, animator) calls[#calls + 1] = "hide"; animator:hide(context, function() end) end,
      panStarted = function() calls[#calls + 1] = "panStarted" end,
      panEnded = function() calls[#calls + 1] = "panEnded" end,
    }
    message = View{name = "message", frame = Rect(0, 0, 200, 100)}
    animation = Messages.TopBottomAnimation.new("top", delegate)
    context = Messages.AnimationContext(message, root.view, {}, true)
  end)

  local function show()
    local shown
    start = clock.now
    animation:show(context, function(completed) shown = completed end)
    return function() return shown end
  end

  it("drops the message in on the 0.8 spring over 0.4 s", function()
    local shown = show()
    expect(message.frame):toEqual(Rect(0, -5, 393, 100))     -- the model: identity
    expect(message.transform):toEqual(Transform.identity)
    expect(message.presentation.transform.ty):toBe(-100)
    local written = {[0.05] = -62.969682, [0.1] = -21.896887, [0.2] = 1.285767}
    for _, t in ipairs{0.05, 0.1, 0.2} do
      advanceTo(t)
      local ty = message.presentation.transform.ty
      expect(ty):toBeCloseTo(written[t], 1e-5)
      expect(ty):toBeCloseTo(-100 * (1 - UIKit.springWithDamping(0.4, 0.8, 0, t)), 1e-9)
    end
    expect(shown()):toBeNil()
    advanceTo(0.4)
    expect(shown()):toBe(true)
    expect(message.presentation.transform):toEqual(Transform.identity)
  end)

  it("springs back from a short drag and tells the delegate", function()
    show()
    clock.advance(0.4)
    window:pan{from = Point(100, 60), to = Point(100, 40), duration = 0.5}
    clock.advance(0.5)
    expect(calls):toEqual({"panStarted"})
    start = clock.now
    expect(message.transform):toEqual(Transform.identity)    -- the model: the spring's end
    expect(message.presentation.transform.ty):toBeCloseTo(-20, 1e-9)
    advanceTo(0.05); expect(message.presentation.transform.ty):toBeCloseTo(-12.593936, 1e-5)
    advanceTo(0.1); expect(message.presentation.transform.ty):toBeCloseTo(-4.379377, 1e-5)
    advanceTo(0.4)
    expect(calls):toEqual({"panStarted", "panEnded"})
    expect(animation.closing):toBe(false)
  end)

  it("hides it by its height on ease-in over 0.2 s", function()
    show()
    clock.advance(0.4)
    local hidden
    start = clock.now
    animation:hide(context, function(completed) hidden = completed end)
    expect(message.transform.ty):toBe(-100)
    local written = {[0.05] = -9.346465, [0.1] = -31.535681, [0.15] = -62.186187}
    for _, t in ipairs{0.05, 0.1, 0.15} do
      advanceTo(t)
      local ty = message.presentation.transform.ty
      expect(ty):toBeCloseTo(written[t], 1e-5)
      expect(ty):toBeCloseTo(-100 * UIKit.easeIn(t / 0.2), 1e-9)
    end
    advanceTo(0.2)
    expect(hidden):toBe(true)
  end)

  it("hides it mid-drop additively, both completions finished", function()
    -- geometry is additive since iOS 8 (WWDC 2014 session 236; docs/animation.md): the
    -- drop's difference (−100) keeps decaying on its spring, the hide's (+100) on ease-in
    -- from 0.1 s: ty = −100 − 100·x(t) + 100·(1 − e((t − 0.1) / 0.2)) — python3: −12.744539
    -- at 0.15 s, −30.249914 at 0.2 s, −60.925615 at 0.25 s
    local finished = {}
    start = clock.now
    animation:show(context, function(completed) finished[#finished + 1] = {"shown", completed, clock.now - start} end)
    advanceTo(0.1)
    animation:hide(context, function(completed) finished[#finished + 1] = {"hidden", completed, clock.now - start} end)
    local written = {[0.15] = -12.744539, [0.2] = -30.249914, [0.25] = -60.925615}
    for _, t in ipairs{0.15, 0.2, 0.25} do
      advanceTo(t)
      expect(message.presentation.transform.ty):toBeCloseTo(written[t], 1e-5)
    end
    advanceTo(0.4)
    expect(#finished):toBe(2)
    expect(finished[1][1]):toBe("hidden"); expect(finished[1][2]):toBe(true)
    expect(finished[1][3]):toBeCloseTo(0.3, 1e-9)
    expect(finished[2][1]):toBe("shown"); expect(finished[2][2]):toBe(true)
    expect(finished[2][3]):toBeCloseTo(0.4, 1e-9)
    expect(message.presentation.transform.ty):toBe(-100)
  end)

  it("works from the bottom edge: up from below, and down by its maxY and height", function()
    animation = Messages.TopBottomAnimation.new("bottom", nil)
    start = clock.now
    animation:show(context, function() end)
    expect(message.frame):toEqual(Rect(0, 757, 393, 100))    -- 852 + 5 − 100
    expect(message.presentation.transform.ty):toBe(100)
    advanceTo(0.1)
    expect(message.presentation.transform.ty):toBeCloseTo(21.896887, 1e-5)
    advanceTo(0.4)
    animation:hide(context, function() end)
    expect(message.transform.ty):toBe(857 + 100)             -- frame.maxY + frame.height
  end)

  it("asks the delegate to hide it after a drag of more than a third", function()
    show()
    clock.advance(0.4)
    window:pan{from = Point(100, 60), to = Point(100, 20), duration = 0.5}
    clock.advance(0.5)
    expect(calls):toEqual({"panStarted", "hide"})
    expect(message.transform.ty):toBe(-100)                  -- the hide's target
    expect(message.presentation.transform.ty):toBeCloseTo(-40, 1e-9)
  end)
end)
