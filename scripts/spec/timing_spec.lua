-- timing_spec.lua — curves, springs, repeat, keyframes and property animators through the
-- bindings (docs/animation.md). The numbers are UIKit's and Core Animation's arithmetic.
describe("curves", function()
  it("are callable values, and names work wherever a curve does", function()
    expect(Easing.inQuad(0.5)):toBeCloseTo(0.25)
    expect(Easing.outQuad(0.5)):toBeCloseTo(0.75)
    expect(Easing.outBounce(0.3)):toBeCloseTo(7.5625 * 0.3 * 0.3)
    expect(Easing.outBack(0.8) > 1 and Easing.inBack(0.2) < 0):toBe(true)
    expect(Easing.outInBounce.name):toBe("outInBounce")
    local steps = Easing.steps(4)
    expect({steps(0.3), steps(1), Easing.steps(4, "start")(0)}):toEqual({0.25, 1, 0.25})
    expect(steps.name):toBe("steps(4, end)")
    expect(steps.settlingDuration):toBe(nil)
  end)
end)

describe("springs", function()
  it("have Core Animation's settling durations and names in each notation", function()
    local ca = Easing.spring()
    expect(ca.name):toBe("spring(mass: 1, stiffness: 100, damping: 10)")
    expect(ca.settlingDuration):toBeCloseTo(1.4468, 1e-4)
    expect(Easing.spring{damping = 5}.settlingDuration):toBeCloseTo(2.85, 0.005)
    expect(Easing.spring{dampingRatio = 0.5, duration = 0.8}.settlingDuration):toBeCloseTo(0.8, 1e-9)
    expect(Easing.spring{response = 0.5, dampingFraction = 0.7}.name):toBe("spring(response: 0.5, dampingFraction: 0.7)")
    expect(Easing.spring{duration = 0.4, bounce = 0.2}.name):toBe("spring(duration: 0.4, bounce: 0.2)")
  end)

  it("take SwiftUI's documented defaults: response 0.5, dampingFraction 0.825", function()
    -- Animation.spring(response: Double = 0.5, dampingFraction: Double = 0.825, …):
    -- ω₀ = 2π / 0.5, ζ = 0.825, so 1 − x(0.1) = 0.393608 (python3, the closed form;
    -- response 0.55 would give 0.346502)
    local spring = Easing.spring{dampingFraction = 0.825}
    expect(spring.name):toBe("spring(response: 0.5, dampingFraction: 0.825)")
    local box = View{}
    box.alpha = 0
    View.animate{curve = spring, animations = function() box.alpha = 1 end}
    clock.advance(0.1)
    expect(box.presentation.alpha):toBeCloseTo(0.39360771974270126, 1e-9)
  end)

  it("run over their settling duration and start fast", function()
    local ca = Easing.spring()
    local box = View{frame = Rect(0, 0, 10, 10)}
    local done
    View.animate{curve = ca, animations = function() box.center = Point(105, 5) end,
                 completion = function() done = clock.now end}
    clock.advance(0.2)
    expect(box.presentation.center.x > 5 + 100 * 0.5):toBe(true)
    clock.runUntilIdle()
    expect(done):toBeCloseTo(ca.settlingDuration, 1e-6)
  end)

  it("overshoot with UIKit's dampingRatio and initialVelocity, then land on the model", function()
    local box = View{frame = Rect(0, 0, 10, 10)}
    local over = false
    View.animate{duration = 0.6, dampingRatio = 0.3, initialVelocity = 2,
                 animations = function() box.center = Point(205, 5) end}
    for _ = 1, 35 do
      clock.step()
      if box.presentation.center.x > 205 then over = true end
    end
    expect(over):toBe(true)
    clock.runUntilIdle()
    expect(box.presentation.center.x):toBe(205)
  end)

  it("take UIKit's options, curve options too: the spring is the timing curve", function()
    -- usingSpringWithDamping's options are any UIView.AnimationOptions; with ζ = 0.5 over
    -- 1 s the spring has ω₀ = ln(1200 / √0.75) / 0.5 = 14.4678, and 1 − x(0.25) = 1.16302
    -- (python3, the closed form), where curveEaseIn would give 0.0935
    local box = View{}
    box.alpha = 0
    View.animate{duration = 1, dampingRatio = 0.5, options = {"curveEaseIn", "allowUserInteraction"},
                 animations = function() box.alpha = 1 end}
    clock.advance(0.25)
    expect(box.presentation.alpha):toBeCloseTo(1.163024273972703, 1e-9)
  end)

  it("with duration 0 apply at once and complete one run-loop turn later", function()
    local box = View{}
    local instant
    View.animate{duration = 0, dampingRatio = 0.5, animations = function() box.alpha = 0.9 end,
                 completion = function(f) instant = f end}
    clock.advance(0)
    expect(instant):toBe(true)
    expect(box.presentation.alpha):toBe(0.9)
  end)
end)

describe("a negative duration", function()
  -- UIKit, animate's, the spring animate's and animateKeyframes' `duration`: "If you specify a
  -- negative value or 0, the changes are made without animating them"
  it("is 0: the changes apply at once and every form completes one run-loop turn later", function()
    local box = View{}
    local done = {}
    local function note(name) return function(f) done[#done + 1] = name .. "=" .. tostring(f) end end
    View.animate(-1, function() box.alpha = 0.5 end, note("animate"))
    View.animate{duration = -0.25, dampingRatio = 0.5, initialVelocity = 2,
                 animations = function() box.center = Point(40, 0) end, completion = note("spring")}
    View.animateKeyframes(-2, {}, function()
      View.addKeyframe(0, 1, function() box.cornerRadius = 4 end)
    end, note("keyframes"))
    expect(box.presentation.alpha):toBe(0.5)
    expect(box.presentation.center):toEqual(Point(40, 0))
    expect(box.presentation.cornerRadius):toBe(4)
    expect(done):toEqual({})
    clock.advance(0)
    expect(done):toEqual({"animate=true", "spring=true", "keyframes=true"})
  end)

  it("NaN or infinite is still an error at the script's line", function()
    expect(function() View.animate(-1 / 0, function() end) end)
      :toThrow("timing_spec.lua:112: animation duration must be a finite number (got -inf)")
    expect(function() View.animate{duration = 0 / 0, dampingRatio = 0.5, animations = function() end} end)
      :toThrow("timing_spec.lua:114: animation duration must be a finite number (got nan)")
  end)
end)

describe("repeat and autoreverse", function()
  it("run back and forth, complete after the last run and snap to the model", function()
    local box = View{}
    local pulses = {}
    View.animate{duration = 0.5, curve = "linear", repeatCount = 2, autoreverses = true,
                 animations = function() box.alpha = 0 end,
                 completion = function(f) pulses[#pulses + 1] = f end}
    clock.advance(0.75)
    expect(box.presentation.alpha):toBeCloseTo(0.5)            -- on the way back
    clock.advance(1.25)
    expect(pulses):toEqual({true})
    expect(box.presentation.alpha):toBe(0)                     -- snapped to the model
  end)

  it("forever is named by runUntilIdle, and removeAllAnimations ends it", function()
    local box = View{}
    View.animate{duration = 0.5, options = {"repeat", "autoreverse"}, animations = function() box.cornerRadius = 8 end}
    expect(clock.pendingCount):toBe(1)
    expect(function() clock.runUntilIdle() end):toThrow("repeats forever; advance the clock by a fixed time instead")
    box:removeAllAnimations()
    clock.runUntilIdle()
  end)

  -- UIKit: repeatCount = .infinity (or Float.greatestFiniteMagnitude) repeats forever
  it("math.huge repeats forever, as \"forever\" does, in animate and animateKeyframes", function()
    local box, card = View{}, View{}
    View.animate{duration = 1, curve = "linear", repeatCount = math.huge, animations = function() box.alpha = 0 end}
    View.animateKeyframes{duration = 2, curve = "linear", repeatCount = 3.4028234663852886e38, animations = function()
      View.addKeyframe(0, 1, function() card.alpha = 0 end)
    end}
    clock.advance(100.25)
    expect(box.presentation.alpha):toBe(0.75)                -- a quarter into its 101st run
    expect(card.presentation.alpha):toBe(0.875)              -- an eighth into its 51st run
    local ok, err = pcall(function() clock.runUntilIdle() end)
    expect(ok):toBe(false)
    expect(err):toMatch("runUntilIdle would never return: animation #%d+ %(begun at [^)]*timing_spec%.lua:%d+%) repeats forever; "
                        .. "animation #%d+ %(begun at [^)]*timing_spec%.lua:%d+%) repeats forever; advance the clock")
    box:removeAllAnimations()
    card:removeAllAnimations()
    clock.runUntilIdle()
  end)

  it("refuses NaN, zero and negative counts at the script's line", function()
    local refusal = 'timing_spec%.lua:%d+: repeatCount must be a positive number, math%.huge or "forever" %(got '
    for _, case in ipairs{{0 / 0, "nan"}, {0, "0"}, {-1, "%-1"}, {-math.huge, "%-inf"}} do
      local count, shown = case[1], case[2]
      local ok, err = pcall(function() View.animate{duration = 1, repeatCount = count, animations = function() end} end)
      expect(ok):toBe(false)
      expect(err):toMatch(refusal .. shown .. "%)$")
      ok, err = pcall(function() View.animateKeyframes{duration = 1, repeatCount = count, animations = function() end} end)
      expect(ok):toBe(false)
      expect(err):toMatch(refusal .. shown .. "%)$")
    end
  end)

  it("performWithoutAnimation applies at once, even inside a block", function()
    local box = View{frame = Rect(0, 0, 10, 10)}
    View.animate(1, function()
      box.alpha = 0.5
      View.performWithoutAnimation(function() box.center = Point(0, 0) end)
    end)
    expect(box.presentation.center):toEqual(Point(0, 0))
    expect(box.presentation.alpha):toBe(1)
    clock.runUntilIdle()
  end)
end)

describe("keyframes", function()
  it("hold between linear keyframes", function()
    local k = View{frame = Rect(0, 0, 10, 10)}
    View.animateKeyframes(2, "calculationModeLinear", function()
      View.addKeyframe(0, 0.5, function() k.alpha = 0.5 end)
      View.addKeyframe(0.75, 0.25, function() k.alpha = 0 end)
    end)
    clock.advance(1.25)
    expect(k.presentation.alpha):toBeCloseTo(0.5)
    clock.runUntilIdle()
  end)

  it("pace positions by distance", function()
    local k = View{frame = Rect(0, 0, 10, 10)}
    View.animateKeyframes{duration = 1, curve = "linear", options = {"calculationModePaced"}, animations = function()
      View.addKeyframe(0, 0.9, function() k.center = Point(35, 45) end)
      View.addKeyframe(0.9, 0.1, function() k.center = Point(35, 5) end)
    end}
    clock.advance(0.25)
    expect(k.presentation.center):toBeCloseTo(Point(5 + 0.25 * 90 * 0.6, 5 + 0.25 * 90 * 0.8), 1e-9)
    clock.runUntilIdle()
    expect(function() View.addKeyframe(0, 1, function() end) end)
      :toThrow("addKeyframe must be called inside the animations of animateKeyframes")
  end)
end)

describe("property animators", function()
  it("start, pause, scrub, reverse and finish at the start", function()
    local p = View{frame = Rect(0, 0, 10, 10)}
    local animator = PropertyAnimator{duration = 1, curve = "linear", animations = function() p.alpha = 0 end}
    local positions = {}
    animator:addCompletion(function(position) positions[#positions + 1] = position end)
    expect(animator.state):toBe("inactive")
    expect(p.alpha):toBe(1)
    animator:startAnimation()
    clock.advance(0.25)
    expect(p.presentation.alpha):toBeCloseTo(0.75)
    expect(animator.isRunning):toBe(true)
    animator:pauseAnimation()
    animator.fractionComplete = 0.5
    expect(p.presentation.alpha):toBeCloseTo(0.5)
    expect(animator.fractionComplete):toBeCloseTo(0.5)
    animator.isReversed = true
    animator:startAnimation()
    clock.advance(0.5)
    expect(positions):toEqual({"start"})
    expect(p.alpha):toBe(1)
    expect(animator.state):toBe("inactive")
  end)

  it("stop without finishing, then finish at the end; misuse is UIKit's error", function()
    local p = View{frame = Rect(0, 0, 10, 10)}
    local positions = {}
    local stopped = PropertyAnimator.runningPropertyAnimator{duration = 1, curve = "linear",
      animations = function() p.alpha = 0 end,
      completion = function(position) positions[#positions + 1] = position end}
    clock.advance(0.5)
    stopped:stopAnimation(false)
    expect(stopped.state):toBe("stopped")
    expect(p.alpha):toBeCloseTo(0.5)
    expect(function() stopped:startAnimation() end):toThrow("an animator cannot be started while it is stopped")
    stopped:finishAnimation("end")
    expect(positions):toEqual({"end"})
    expect(p.alpha):toBe(0)
    expect(function() stopped:finishAnimation("end") end)
      :toThrow("finishAnimation(at:) needs a stopped animator (this one is inactive)")
  end)

  it("can be springs, overshooting", function()
    local p = View{frame = Rect(0, 0, 10, 10), alpha = 0}
    local sprung = PropertyAnimator{duration = 0.5, dampingRatio = 0.4, animations = function() p.alpha = 1 end}
    sprung:startAnimation()
    local above = false
    for _ = 1, 29 do clock.step() if p.presentation.alpha > 1 then above = true end end
    expect(above):toBe(true)
    clock.runUntilIdle()
  end)

  -- A damping-ratio curve is fitted to its own duration: ζ = 0.5 over 1 s is at 1.16302 at
  -- 0.25 s (python3, ω₀ = ln(1200 / √0.75) / 0.5), and an animator of 2 s lets it rest.
  it("keep a damping-ratio curve's own duration, resting past it", function()
    local p = View{alpha = 0}
    local done
    local sprung = PropertyAnimator{duration = 2, curve = Easing.spring{dampingRatio = 0.5, duration = 1},
      animations = function() p.alpha = 1 end}
    sprung:addCompletion(function() done = clock.now end)
    sprung:startAnimation()
    clock.advance(0.25)
    expect(p.presentation.alpha):toBeCloseTo(1.163024273972703, 1e-9)
    clock.runUntilIdle()
    expect(done):toBe(2)
  end)

  -- UIKit ignores the duration for UISpringTimingParameters(mass:stiffness:damping:):
  -- m 1, k 100, c 10 is 7.459 % past the target at 0.5 s (the closed form) and settles at
  -- ln(1200 / sqrt(0.75)) / 5 = 1.4468 s (docs/animation.md).
  it("with a mass-stiffness-damping spring, runs until the spring settles", function()
    local p = View{frame = Rect(0, 0, 10, 10)}
    local done = {}
    local sprung = PropertyAnimator{duration = 0.3, curve = Easing.spring{mass = 1, stiffness = 100, damping = 10},
      animations = function() p.center = Point(105, 5) end}
    sprung:addCompletion(function(position) done[#done + 1] = position end)
    expect(sprung.duration):toBeCloseTo(1.44678, 1e-5)
    sprung:startAnimation()
    clock.advance(0.5)
    expect(p.presentation.center.x):toBeCloseTo(5 + 107.459, 1e-3)
    expect(sprung.fractionComplete):toBeCloseTo(0.34559, 1e-5)
    expect(done):toEqual({})
    clock.advance(0.947)
    expect(done):toEqual({"end"})
  end)

  it("reversed, counts fractionComplete towards the start (iOS 11)", function()
    local p = View{frame = Rect(0, 0, 10, 10)}
    local animator = PropertyAnimator{duration = 1, curve = "linear", animations = function() p.alpha = 0 end}
    animator:startAnimation()
    clock.advance(0.3)
    animator:pauseAnimation()
    animator.isReversed = true
    expect(animator.fractionComplete):toBeCloseTo(0.7)
    animator.fractionComplete = 0.8
    expect(p.presentation.alpha):toBeCloseTo(0.8)       -- 80 % of the way back to alpha 1
    local positions = {}
    animator:addCompletion(function(position) positions[#positions + 1] = position end)
    animator:startAnimation()
    clock.runUntilIdle()
    expect(positions):toEqual({"start"})
    expect(p.alpha):toBe(1)
  end)
end)
