-- spring_parameters_spec.lua — UIKit's spring forms with UIKit's labels: a property animator's
-- initialVelocity beside dampingRatio, SpringTimingParameters (UISpringTimingParameters) and
-- iOS 17's View.animate{springDuration =, bounce =} (docs/animation.md, "UIKit's spring timing
-- parameters"). The numbers are Apple's oscillator, x'' + (c/m)x' + (k/m)x = 0 with
-- ζ = c / (2√(km)) and the velocity relative to the distance, worked out apart from Transit's
-- code (python3; the fitting of a damping ratio to a duration is the rule docs/animation.md
-- states, ε = 1/1200).

describe("a property animator's initialVelocity", function()
  -- UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0)) over
  -- 1 s: ω₀ = 14.33998 (the settling rule with v₀ = 2), alpha takes dx (Apple: "only the dx
  -- component is considered" for a single dimension). Without the velocity it is 0.58235 at 0.1 s.
  it("is a CGVector whose dx drives a single-dimension property", function()
    local v = View{alpha = 0}
    local a = PropertyAnimator{duration = 1, dampingRatio = 0.5, initialVelocity = {dx = 2, dy = 0},
      animations = function() v.alpha = 1 end}
    a:startAnimation()
    clock.advance(0.1)
    expect(v.presentation.alpha):toBeCloseTo(0.6499469448225184, 1e-9)
    clock.advance(0.15)
    expect(v.presentation.alpha):toBeCloseTo(1.1638728377031178, 1e-9)
    clock.advance(0.25)
    expect(v.presentation.alpha):toBeCloseTo(0.9731899743058161, 1e-9)
  end)

  it("moves a position's x with dx, and one number is both components", function()
    local v = View{frame = Rect(0, 0, 10, 10)}
    PropertyAnimator{duration = 1, dampingRatio = 0.5, initialVelocity = {dx = 2},
      animations = function() v.center = Point(105, 5) end}:startAnimation()
    local w = View{frame = Rect(0, 0, 10, 10)}
    PropertyAnimator{duration = 1, dampingRatio = 0.5, initialVelocity = 2,
      animations = function() w.center = Point(105, 105) end}:startAnimation()
    clock.advance(0.25)
    expect(v.presentation.center):toBeCloseTo(Point(5 + 100 * 1.1638728377031178, 5), 1e-7)
    expect(w.presentation.center):toBeCloseTo(Point(5 + 100 * 1.1638728377031178, 5 + 100 * 1.1638728377031178), 1e-7)
  end)

  -- UIKit moves y with dy, and so does Transit: spring_axes_spec.lua.

  -- a View.animate nested in the block inherits the animator's spring (its curve, unless
  -- overrideInheritedCurve) as an animation of its own, on dx: it may not move y
  it("refuses it in a block nested in the animator's, which inherits the spring", function()
    local v = View{name = "card", frame = Rect(0, 0, 10, 10)}
    local a = PropertyAnimator{duration = 1, dampingRatio = 1, initialVelocity = {dx = 0, dy = 3},
      animations = function()
        View.animate{duration = 1, options = {"overrideInheritedDuration"},
          animations = function() v.center = Point(5, 300) end}
      end}
    expect(function() a:startAnimation() end):toThrow(
      "moves card.center along y and inherits its spring with initialVelocity dx = 0, while UIKit gives y dy = 3")
    -- a nested block with a curve of its own has no spring to give y the wrong velocity
    local w = View{name = "other", frame = Rect(0, 0, 10, 10)}
    PropertyAnimator{duration = 1, dampingRatio = 1, initialVelocity = {dx = 0, dy = 3},
      animations = function()
        View.animate{duration = 1, curve = "linear", options = {"overrideInheritedCurve"},
          animations = function() w.center = Point(5, 105) end}
      end}:startAnimation()
    clock.advance(0.25)
    expect(w.presentation.center):toBeCloseTo(Point(5, 30), 1e-9)
  end)

  -- an animator of duration 0 makes no spring (its changes land at once, as UIKit's), so
  -- there is no velocity for y to be given wrongly
  it("lets an animator of duration 0 move y", function()
    local v = View{name = "card", frame = Rect(0, 0, 10, 10)}
    local done
    local a = PropertyAnimator{duration = 0, dampingRatio = 1, initialVelocity = {dx = 0, dy = 3},
      animations = function() v.center = Point(5, 300) end}
    a:addCompletion(function(position) done = position end)
    a:startAnimation()
    clock.runUntilIdle()
    expect(v.presentation.center):toEqual(Point(5, 300))
    expect(done):toBe("end")
  end)

  -- checked as given, one number as a CGVector's components: an animator of duration 0
  -- makes no spring that would check it later
  it("refuses a NaN or infinite velocity, a number as a vector", function()
    for _, velocity in ipairs({{dx = 0/0}, 0/0, {dy = 1/0}, 1/0}) do
      expect(function() return PropertyAnimator{duration = 0, dampingRatio = 0.5, initialVelocity = velocity} end)
        :toThrow("PropertyAnimator: 'initialVelocity")
    end
  end)

  -- continueAnimation's curve replaces the spring for every block, as UIKit's
  -- continueAnimation(withTimingParameters:durationFactor:) replaces the timing parameters:
  -- the dy goes with it, and a block added after it moves y on the new curve
  it("lets a block move y once continueAnimation has replaced the spring", function()
    local v = View{name = "card", frame = Rect(0, 0, 10, 10)}
    local a = PropertyAnimator{duration = 1, dampingRatio = 1, initialVelocity = {dx = 0, dy = 3},
      animations = function() v.alpha = 0.5 end}
    a:startAnimation()
    clock.advance(0.2)
    a:pauseAnimation()
    a:continueAnimation(Easing.linear)
    a:addAnimations(function() v.center = Point(5, 85) end)
    clock.advance(0.4)
    -- linear over the 0.8 s left: half way from 5 to 85
    expect(v.presentation.center):toBeCloseTo(Point(5, 45), 1e-9)
  end)
end)

describe("SpringTimingParameters", function()
  -- Apple, UISpringTimingParameters.init(): "sets the initial velocity of any animated
  -- properties to 0.0 and sets the damping ratio to 4.56".
  it("with no arguments is UIKit's default spring, fitted to the animator's duration", function()
    expect(SpringTimingParameters()):toEqual({dampingRatio = 4.56, initialVelocity = {dx = 0, dy = 0}})
    local v = View{alpha = 0}
    local a = PropertyAnimator{duration = 0.5, timingParameters = SpringTimingParameters(),
      animations = function() v.alpha = 1 end}
    expect(a.duration):toBe(0.5)
    a:startAnimation()
    -- ζ = 4.56 settles (|x| = 1/1200) at 63.98619 / ω₀, so ω₀ = 127.97238 over 0.5 s
    clock.advance(0.05)
    expect(v.presentation.alpha):toBeCloseTo(0.5023458301847634, 1e-9)
    clock.advance(0.05)
    expect(v.presentation.alpha):toBeCloseTo(0.7553917482722394, 1e-9)
    clock.advance(0.15)
    expect(v.presentation.alpha):toBeCloseTo(0.970952987440413, 1e-9)
  end)

  -- UIKit's header: the mass form's "duration is computed assuming a small settling
  -- oscillation" — the animator's 0.3 s is ignored. m 1, k 100, c 10 (ω₀ 10, ζ 0.5), dx 3:
  -- the envelope √(1 + ((5 − 3)/8.66025)²)·e^(−5t) reaches 1/1200 at 1.42321 s. The animator
  -- runs that in whole microseconds (1.423211 s), so its fraction lands within 3e-7 of the
  -- spring's time: hence 1e-6.
  it("with mass, stiffness and damping runs for the spring's own settling duration", function()
    local v = View{alpha = 0}
    local a = PropertyAnimator{duration = 0.3,
      timingParameters = SpringTimingParameters{mass = 1, stiffness = 100, damping = 10, initialVelocity = {dx = 3, dy = 0}},
      animations = function() v.alpha = 1 end}
    expect(a.duration):toBeCloseTo(1.4232113410482894, 1e-9)
    a:startAnimation()
    clock.advance(0.1)
    expect(v.presentation.alpha):toBeCloseTo(0.5003520051427062, 1e-6)
    clock.advance(0.1)
    expect(v.presentation.alpha):toBeCloseTo(0.9752095237540119, 1e-6)
    clock.advance(0.3)
    expect(v.presentation.alpha):toBeCloseTo(1.0482078403752795, 1e-6)
  end)

  it("takes UIKit's labels, all of one initializer", function()
    expect(SpringTimingParameters{dampingRatio = 0.7, initialVelocity = 2})
      :toEqual({dampingRatio = 0.7, initialVelocity = {dx = 2, dy = 2}})
    expect(function() return SpringTimingParameters{mass = 1, stiffness = 100} end)
      :toThrow("SpringTimingParameters: 'mass', 'stiffness' and 'damping' go together")
    expect(function() return SpringTimingParameters{dampingRatio = 0.5, mass = 1} end)
      :toThrow("SpringTimingParameters: 'dampingRatio' and 'mass' belong to different initializers")
  end)
end)

describe("View.animate{dampingRatio =, initialSpringVelocity =}", function()
  -- UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5,
  -- initialSpringVelocity: 2, …): the older method's own label for the velocity, without
  -- springDuration or bounce, is that spring's — ω₀ = 14.33998 as the animator's above
  it("is usingSpringWithDamping's velocity, not iOS 17's spring", function()
    local v = View{alpha = 0}
    View.animate{duration = 1, dampingRatio = 0.5, initialSpringVelocity = 2, animations = function() v.alpha = 1 end}
    clock.advance(0.1)
    expect(v.presentation.alpha):toBeCloseTo(0.6499469, 1e-6)
    expect(function()
      View.animate{duration = 1, dampingRatio = 0.5, initialVelocity = 2, initialSpringVelocity = 2, animations = function() end}
    end):toThrow("'initialVelocity' and 'initialSpringVelocity' cannot be combined")
    expect(function()
      View.animate{dampingRatio = 0.5, bounce = 0.2, initialSpringVelocity = 2, animations = function() end}
    end):toThrow("'bounce' and 'dampingRatio' cannot be combined")
  end)
end)

describe("View.animate{springDuration =, bounce =}", function()
  -- iOS 17's animate(springDuration:bounce:initialSpringVelocity:…) has SwiftUI's
  -- Spring(duration:bounce:): ω₀ = 2π / 0.5, ζ = 1 − 0.2 = 0.8. It runs until the spring
  -- settles, by SwiftUI's documented ε of 0.001: ln((1/√(1 − 0.64)) / 0.001) / (ζω₀) = 0.73794 s.
  it("is SwiftUI's spring, running until it settles", function()
    local v = View{alpha = 0}
    local done
    View.animate{springDuration = 0.5, bounce = 0.2, animations = function() v.alpha = 1 end,
      completion = function() done = clock.now end}
    clock.advance(0.1)
    expect(v.presentation.alpha):toBeCloseTo(0.39925126793466215, 1e-9)
    clock.advance(0.1)
    expect(v.presentation.alpha):toBeCloseTo(0.8134033381234506, 1e-9)
    clock.runUntilIdle()
    expect(done):toBeCloseTo(0.7379398883746875, 1e-6)
  end)

  -- Apple's signature: springDuration = 0.5, bounce = 0.0, initialSpringVelocity = 0.
  it("takes Apple's defaults for the keys it is not given", function()
    local critical, bouncy, thrown = View{alpha = 0}, View{alpha = 0}, View{alpha = 0}
    View.animate{springDuration = 0.4, animations = function() critical.alpha = 1 end}
    View.animate{bounce = 0.3, animations = function() bouncy.alpha = 1 end}
    View.animate{bounce = 0.2, initialSpringVelocity = 2, animations = function() thrown.alpha = 1 end}
    clock.advance(0.1)
    -- bounce 0 is critical damping: 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = 2π / 0.4
    expect(critical.presentation.alpha):toBeCloseTo(0.465583948701782, 1e-9)
    expect(bouncy.presentation.alpha):toBeCloseTo(0.4233021230745698, 1e-9)
    -- the velocity relative to the distance, as usingSpringWithDamping's (0.39925 without it)
    expect(thrown.presentation.alpha):toBeCloseTo(0.46569771849775743, 1e-9)
  end)
end)
