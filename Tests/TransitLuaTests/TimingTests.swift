import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Curves, springs, repeat, keyframes and property animators through the bindings: each
/// error a script can make, with its exact message (the behaviour is specified in
/// scripts/spec/timing_spec.lua).
@Suite struct TimingTests {
    @Test(arguments: [
        ("View.animate{duration = 1, curve = 'bouncy', animations = function() end}",
         "s.lua:1: unknown curve 'bouncy' (known: linear, easeIn, easeOut, easeInOut, caDefault, Penner's inQuad … outInBounce, or an Easing value or a function)"),
        ("View.animate{animations = function() end}", "s.lua:1: bad argument #1 to 'animate' ('duration' must be a number (seconds))"),
        ("View.animate{duration = -1 / 0, animations = function() end}",
         "s.lua:1: animation duration must be a finite number (got -inf)"),
        ("View.animate{duration = 1, dampingRatio = 0/0, animations = function() end}",
         "s.lua:1: spring dampingRatio must be a number between 1e-06 and 1000000 (got nan)"),
        ("View.animate{duration = 1, dampingRatio = 0.5, curve = 'linear', animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('dampingRatio' and 'curve' cannot be combined (the spring is the curve))"),
        ("View.animate{duration = 1, initialVelocity = 2, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('initialVelocity' needs 'dampingRatio' (a spring animation))"),
        ("PropertyAnimator{duration = 1, dampingRatio = 0.5, initialVelocity = {dx = 'fast'}}",
         "s.lua:1: PropertyAnimator: 'initialVelocity.dx' must be a number (got string)"),
        // a CGVector's components are named: a list was read as {dx = 0, dy = 0}
        ("PropertyAnimator{duration = 1, dampingRatio = 0.5, initialVelocity = {2, 1}}",
         "s.lua:1: PropertyAnimator: 'initialVelocity' must be a number or {dx =, dy =}: a list's values have no names (write {dx = …, dy = …})"),
        ("PropertyAnimator{duration = 1, initialVelocity = {dx = 2, dy = 0}}",
         "s.lua:1: bad argument #1 to 'PropertyAnimator' ('initialVelocity' needs 'dampingRatio' (a spring animator))"),
        ("local p = SpringTimingParameters{mass = 1, stiffness = 100}",
         "s.lua:1: SpringTimingParameters: 'mass', 'stiffness' and 'damping' go together (UISpringTimingParameters(mass:stiffness:damping:initialVelocity:))"),
        ("local a = PropertyAnimator{duration = 1, curve = 'linear', timingParameters = SpringTimingParameters()}",
         "s.lua:1: bad argument #1 to 'PropertyAnimator' ('timingParameters' and 'curve' cannot be combined (the timing parameters hold the spring))"),
        ("View.animate{springDuration = 0.5, duration = 1, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('springDuration' and 'duration' cannot be combined (animate(springDuration:bounce:…) runs until its spring settles))"),
        // UIKit's method takes neither: named as such, not as a ratio lacking its duration
        ("View.animate{springDuration = 0.5, dampingRatio = 0.5, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('springDuration' and 'dampingRatio' cannot be combined (animate(springDuration:bounce:…) runs until its spring settles))"),
        ("View.animate{bounce = 0.2, initialVelocity = 2, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('bounce' and 'initialVelocity' cannot be combined (animate(springDuration:bounce:…) runs until its spring settles))"),
        ("View.animate{bounce = 1, animations = function() end}",
         "s.lua:1: spring bounce must be a number between -1 and 1, exclusive (got 1.0)"),
        // each spring key is read once, as a number (SpringKeys)
        ("View.animate{springDuration = '0.5s', animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' (field 'springDuration': number expected, got string)"),
        ("View.animate{duration = 1, dampingRatio = 0.5, initialSpringVelocity = {}, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' (field 'initialSpringVelocity': number expected, got table)"),
        // a range error names the key the velocity was given under, as dampingRatio's does
        ("View.animate{duration = 1, dampingRatio = 0.5, initialSpringVelocity = 0/0, animations = function() end}",
         "s.lua:1: spring initialSpringVelocity must be a number between -1000000 and 1000000 (got nan)"),
        ("View.animate{initialSpringVelocity = 1e7, animations = function() end}",
         "s.lua:1: spring initialSpringVelocity must be a number between -1000000 and 1000000 (got 10000000.0)"),
        ("View.animate{duration = 1, dampingRatio = 0.5, initialVelocity = 0/0, animations = function() end}",
         "s.lua:1: spring initialVelocity must be a number between -1000000 and 1000000 (got nan)"),
        ("View.animate{duration = 1, dampingRatio = 0/0, initialSpringVelocity = 0/0, animations = function() end}",
         "s.lua:1: spring dampingRatio must be a number between 1e-06 and 1000000 (got nan)"),
        // UIKit's label beside dampingRatio is its velocity; without it, iOS 17's form
        ("View.animate{duration = 1, initialSpringVelocity = 2, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('initialSpringVelocity' and 'duration' cannot be combined (animate(springDuration:bounce:…) runs until its spring settles))"),
        ("View.animate{dampingRatio = 0.5, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('dampingRatio' needs a 'duration' (seconds))"),
        // UIKit's label for the ratio is its name too, and its errors name it
        ("View.animate{duration = 1, usingSpringWithDamping = -1, animations = function() end}",
         "s.lua:1: spring usingSpringWithDamping must be a number between 1e-06 and 1000000 (got -1.0)"),
        ("View.animate{duration = 1, usingSpringWithDamping = 0.5, dampingRatio = 0.5, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('dampingRatio' and 'usingSpringWithDamping' cannot be combined (one ratio, two names))"),
        ("View.animate{usingSpringWithDamping = 0.5, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('usingSpringWithDamping' needs a 'duration' (seconds))"),
        ("View.animate{duration = 1, curve = 'linear', usingSpringWithDamping = 0.5, animations = function() end}",
         "s.lua:1: bad argument #1 to 'animate' ('usingSpringWithDamping' and 'curve' cannot be combined (the spring is the curve))"),
        ("View.animate{duration = 1, repeatCount = 0, animations = function() end}",
         "s.lua:1: repeatCount must be a positive number, math.huge or \"forever\" (got 0)"),
        ("View.animate{duration = 1, repeatCount = 'always', animations = function() end}",
         "s.lua:1: repeatCount must be a positive number, math.huge or \"forever\" (got 'always')"),
        ("View.animate{duration = 1, options = 'bounce', animations = function() end}",
         "s.lua:1: unknown animation option 'bounce' (known: beginFromCurrentState, allowUserInteraction, repeat, autoreverse, overrideInheritedDuration, overrideInheritedCurve, overrideInheritedOptions, curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear)"),
        ("local s = Easing.spring{mass = 0/0}", "s.lua:1: spring mass must be a number between 1e-06 and 1000000 (got nan)"),
        ("local s = Easing.spring{stiffness = -5}", "s.lua:1: spring stiffness must be a number between 1e-06 and 1000000 (got -5.0)"),
        ("local s = Easing.spring{mass = 1e-300, stiffness = 1e300}", "s.lua:1: spring mass must be a number between 1e-06 and 1000000 (got 1e-300)"),
        ("local s = Easing.spring{initialVelocity = 1e300}",
         "s.lua:1: spring initialVelocity must be a number between -1000000 and 1000000 (got 1e+300)"),
        ("local s = Easing.spring{dampingRatio = 0.5, duration = 1e-300}",
         "s.lua:1: spring duration must be a number between 1e-06 and 1000000 (got 1e-300)"),
        ("local s = Easing.spring{response = 1e300}", "s.lua:1: spring response must be a number between 1e-06 and 1000000 (got 1e+300)"),
        ("local s = Easing.spring{duration = 1e-300, bounce = 0.5}",
         "s.lua:1: spring duration must be a number between 1e-06 and 1000000 (got 1e-300)"),
        ("View.animate{duration = 1, dampingRatio = 1e300, animations = function() end}",
         "s.lua:1: spring dampingRatio must be a number between 1e-06 and 1000000 (got 1e+300)"),
        ("local c = Easing.cubicBezier(0, 1e308, 1, -1e308)",
         "s.lua:1: cubicBezier y1 and y2 must lie in -1000000...1000000 (got 1e+308, -1e+308)"),
        ("local c = Easing.cubicBezier(0, 0, 1, 0/0)", "s.lua:1: bad argument #4 to 'cubicBezier' (finite number expected, got nan)"),
        ("local c = Easing.steps(1e308)", "s.lua:1: bad argument #1 to 'steps' (number has no integer representation)"),
        ("local s = Easing.spring{mass = 1, response = 0.5}",
         "s.lua:1: bad argument #1 to 'spring' ('mass' and 'response' belong to different kinds of spring)"),
        ("local s = Easing.spring{dampingRatio = 0.5}", "s.lua:1: Easing.spring: 'dampingRatio' needs a 'duration' (seconds)"),
        ("local s = Easing.spring{duration = 1}", "s.lua:1: Easing.spring: 'duration' needs 'dampingRatio' (UIKit) or 'bounce' (SwiftUI)"),
        ("local s = Easing.spring{bounce = 1}", "s.lua:1: spring bounce must be a number between -1 and 1, exclusive (got 1.0)"),
        ("local s = Easing.spring{dampingRatio = 'x'}", "s.lua:1: bad argument #1 to 'spring' ('dampingRatio' must be a number (got string))"),
        ("local s = Easing.steps(0)", "s.lua:1: steps count must be between 1 and 1000000 (got 0)"),
        ("local s = Easing.steps(3, 'middle')", "s.lua:1: bad argument #2 to 'steps' (\"start\" or \"end\" expected, got 'middle')"),
        ("local x = Easing.inQuad(0/0)", "s.lua:1: bad argument #1 to 'inQuad' (finite number expected, got nan)"),
        ("View.animateKeyframes(1, nil, function()\n  View.addKeyframe(0.5, 0.7, function() end)\nend)",
         "s.lua:2: addKeyframe: relativeStartTime + relativeDuration must not exceed 1 (got 0.5 + 0.7)"),
        ("View.animateKeyframes(1, {'calculationModeLinear', 'calculationModeCubic'}, function() end)",
         "s.lua:1: the calculation modes 'calculationModeLinear' and 'calculationModeCubic' cannot be combined"),
        ("View.animateKeyframes{duration = 1, options = {'calculationModeDiscrete', 'calculationModePaced'}, animations = function() end}",
         "s.lua:1: the calculation modes 'calculationModeDiscrete' and 'calculationModePaced' cannot be combined"),
        ("View.animateKeyframes(1, 'calculationModeSpline', function() end)",
         "s.lua:1: unknown keyframe animation option 'calculationModeSpline' (known: beginFromCurrentState, allowUserInteraction, repeat, autoreverse, overrideInheritedDuration, overrideInheritedOptions, calculationModeLinear, calculationModeCubic, calculationModePaced, calculationModeDiscrete, calculationModeCubicPaced)"),
        ("View.addKeyframe(0, 1, function() end)", "s.lua:1: addKeyframe must be called inside the animations of animateKeyframes"),
        ("local a = PropertyAnimator{duration = -0.5}",
         "s.lua:1: PropertyAnimator duration must be a finite, non-negative number of seconds (got -0.5)"),
        ("local a = PropertyAnimator{duraton = 1}",
         "s.lua:1: bad argument #1 to 'PropertyAnimator' (unknown key 'duraton' (expected duration, curve, dampingRatio, initialVelocity, timingParameters, animations))"),
        // a field of the table is argument #1 too (counted from __call's self, it was #2)
        ("local a = PropertyAnimator{duration = 1, animations = 5}",
         "s.lua:1: bad argument #1 to 'PropertyAnimator' (field 'animations': function expected, got number)"),
        ("local a = PropertyAnimator{duration = 1, dampingRatio = 'stiff'}",
         "s.lua:1: bad argument #1 to 'PropertyAnimator' (field 'dampingRatio': number expected, got string)"),
        ("local a = PropertyAnimator{duration = 1}\na:startAnimation()\na.fractionComplete = 0.5",
         "s.lua:3: fractionComplete can only be set while the animator is paused (it is running); call pauseAnimation() first"),
        ("local a = PropertyAnimator{duration = 1}\na:finishAnimation('end')",
         "s.lua:2: finishAnimation(at:) needs a stopped animator (this one is inactive); call stopAnimation(false) first"),
        ("local a = PropertyAnimator{duration = 1}\na:stopAnimation(false)\na:pauseAnimation()\na:stopAnimation(false)\na:finishAnimation('middle')",
         "s.lua:5: bad argument #1 to 'finishAnimation' (\"end\", \"start\" or \"current\" expected, got 'middle')"),
        ("local a = PropertyAnimator{duration = 1}\na:startAnimation()\na.isInterruptible = false",
         "s.lua:3: isInterruptible cannot be changed while the animator is active"),
        ("local a = PropertyAnimator{duration = 1}\na:addAnimations(function() end, 1.5)",
         "s.lua:2: addAnimations: delayFactor must be between 0 and 1 (got 1.5)"),
        ("local a = PropertyAnimator{duration = 1}\na:pauseAnimation()\na:continueAnimation(nil, -1)",
         "s.lua:3: continueAnimation: durationFactor must be a finite number of at least 0 (got -1.0)"),
    ] as [(String, String)])
    func timingErrorsNameTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    /// UIKit accepts a zero duration for `UIViewPropertyAnimator` as for `animate`: the
    /// values are final on screen at once, the completions follow on the next turn, in the
    /// order the blocks were started.
    @Test func zeroDurationAnimatorsRunAtOnceAndCompleteOnTheNextTurn() throws {
        let (s, box) = try stage()
        try s.run("""
        local v = View{name = "v", frame = Rect(0, 0, 100, 100)}
        window:addSubview(v)
        View.animate(0, function() v.alpha = 0.5 end, function(f) print("animate(0)", f, clock.now) end)
        local r = PropertyAnimator.runningPropertyAnimator{duration = 0, animations = function() v.center = Point(10, 10) end,
          completion = function(p) print("running", p, clock.now) end}
        print(r.state, r.isRunning, r.fractionComplete, v.presentation.center.x)
        local a = PropertyAnimator{duration = 0, curve = Easing.linear}
        a:addAnimations(function() v.alpha = 1 end)
        a:addCompletion(function(p) print("animator", p, clock.now, v.presentation.alpha) end)
        a:startAnimation()
        print(a.state, v.presentation.alpha)
        """, chunkName: "@z.lua")
        try s.runUntilIdle()
        #expect(box.lines == ["active\ttrue\t1.0\t10.0", "active\t1.0", "animate(0)\ttrue\t0.0", "running\tend\t0.0",
                              "animator\tend\t0.0\t1.0"])
    }

    @Test func anErrorInAnAnimatorCompletionSaysWhichAndWhere() throws {
        let (s, _) = try stage()
        try s.run("local a = PropertyAnimator{duration = 1}\na:addCompletion(function(p) error('at ' .. p) end)\na:startAnimation()",
                  chunkName: "@c.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "c.lua:2: at end (in a completion of the property animator created at c.lua:1)")
        }
    }
}
