import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A Lua curve function that fails — an error, a value that is not a number, not finite, or
/// beyond ±1e6 — is one error everywhere: raised at the first frame that evaluates it, by
/// the clock call that passes over that frame or the presentation read that computes it,
/// naming the curve's line and the value (EasingBinding.swift, AnimationSystem+CurveCheck.swift).
@Suite struct CurveFunctionErrorTests {
    private let animate = "local v = View{frame = Rect(0, 0, 10, 10), name = 'v'}\nwindow:addSubview(v)\n"

    @Test(arguments: [
        ("0/0", "nan"), ("1/0", "inf"), ("-1/0", "-inf"), ("1e308", "1e+308"), ("-1000001", "-1000001.0"),
        ("'no'", "string"), ("nil", "nil"),
    ])
    func aBadValueIsRaisedByTheClockCallThatPassesItsFrame(value: String, got: String) throws {
        let (s, box) = try stage()
        let message = s.failure(animate + "View.animate{duration = 1, curve = function(t) return \(value) end, animations = function() v.center = Point(105, 5) end}\nclock.advance(0.1)\nprint('after')",
                                name: "c.lua")
        #expect(message == "c.lua:3: the curve function must return a finite number within ±1000000, got \(got) (at t = 0)")
        #expect(box.lines.isEmpty)
        // time stopped at the failing frame (the first, t = 0), and the error is thrown once
        #expect(s.engine.clock.now == 0)
        try s.settle()
    }

    @Test func theFrameIsTheFirstThatFails() throws {
        let (s, _) = try stage()
        let message = s.failure(animate + "View.animate{duration = 1, curve = function(t) if t > 0 then return 2e6 end return 0 end, animations = function() v.center = Point(105, 5) end}\nclock.advance(0.1)",
                                name: "c.lua")
        #expect(message == "c.lua:3: the curve function must return a finite number within ±1000000, got 2000000.0 (at t = 0.016666)")
        #expect(s.engine.clock.now == 16_666)
    }

    @Test func theTracebackNamesTheClockCallsLine() throws {
        let (s, _) = try stage()
        do {
            try s.run(animate + "View.animate{duration = 1, curve = function(t) return 0/0 end, animations = function() v.center = Point(105, 5) end}\nclock.advance(0.1)",
                      chunkName: "@c.lua")
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "c.lua:3: the curve function must return a finite number within ±1000000, got nan (at t = 0)")
            #expect(e.traceback.contains("c.lua:4: in main chunk"))
        }
    }

    @Test func anErrorInTheCurveIsRaisedAtItsFrameWithItsOwnMessage() throws {
        let (s, _) = try stage()
        let message = s.failure(animate + "View.animate{duration = 1, curve = function(t)\n  if t > 0.25 then error('curve failed') end\n  return t\nend, animations = function() v.center = Point(105, 5) end}\nclock.advance(1)",
                                name: "e.lua")
        #expect(message == "e.lua:4: curve failed (in the curve function defined at e.lua:3)")
        #expect(s.engine.clock.now == 266_666)         // frame 16, the first past t = 0.25
    }

    @Test func aPresentationReadBetweenFramesRaisesRatherThanShowAMadeUpValue() throws {
        let (s, box) = try stage()
        // NaN only between frames 30 (t = 0.5) and 31: no frame meets it, a read at 0.505 does
        let message = s.failure(animate + "View.animate{duration = 1, curve = function(t) if t > 0.5 and t < 0.51 then return 0/0 end return t end, animations = function() v.center = Point(105, 5) end}\nclock.advance(0.505)\nprint('advanced')\nprint(v.presentation.center)",
                                name: "p.lua")
        #expect(box.lines == ["advanced"])
        #expect(message == "p.lua:3: the curve function must return a finite number within ±1000000, got nan (at t = 0.505)")
    }

    @Test func aCurveThatIsNeverReadStillStopsAPlainRun() throws {
        let (s, _) = try stage()
        // no presentation read, no trace: the frames alone evaluate it (as a display would)
        let message = s.failure(animate + "View.animate{duration = 1, delay = 0.5, curve = function(t) if t > 0.9 then return 1e300 end return t end, animations = function() v.alpha = 0 end}",
                                name: "r.lua")
        #expect(message == nil)                        // the script itself does not move time
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "r.lua:3: the curve function must return a finite number within ±1000000, got 1e+300 (at t = 0.916666)")
        }
    }

    @Test func aGoodCurveRunsToTheEndUnchanged() throws {
        let (s, box) = try stage()
        #expect(s.failure(animate + "View.animate{duration = 1, curve = function(t) return t * t - 0.5 * t * (1 - t) * 3 end, animations = function() v.center = Point(105, 5) end}\nclock.advance(0.5)\nprint(v.presentation.center)\nclock.runUntilIdle()\nprint(v.presentation.center)") == nil)
        #expect(box.lines == ["Point(-7.5, 5)", "Point(105, 5)"])
    }

    /// `stopAnimation` evaluates the animator's curve now: a curve that fails there raises from
    /// that call, at its line, and leaves the animator active and the model as it was — it
    /// used to return, give the model a linear value, and leave the error for the next,
    /// unrelated clock call.
    @Test func aPropertyAnimatorsCurveFailingInStopAnimationRaisesThere() throws {
        let (s, box) = try stage()
        let source = animate + """
            local pa = PropertyAnimator{duration = 1, curve = function(t)
              if t > 0.3 then error('pa curve fails') end
              return t
            end, animations = function() v.alpha = 0 end}
            pa:startAnimation()
            print(pcall(clock.advance, 0.5))
            print(pcall(pa.stopAnimation, pa, true))
            print(pa.state, v.alpha)
            print(pcall(clock.runUntilIdle))
            """
        #expect(s.failure(source, name: "s.lua") == nil)
        #expect(box.lines == [
            "false\ts.lua:4: pa curve fails (in the curve function defined at s.lua:3)",
            "false\ts.lua:4: pa curve fails (in the curve function defined at s.lua:3)",
            "active\t0.0",
            "false\ts.lua:4: pa curve fails (in the curve function defined at s.lua:3)",
        ])
        #expect(s.engine.clock.now == 316_666)         // the first frame past t = 0.3
    }

    /// A curve function is named by where it is defined; the trace adds where the block
    /// began (the name once held the block's line too, so the begin line read it twice).
    /// A callable table has no definition line: "function".
    @Test func aCurveFunctionIsNamedByItsDefinition() throws {
        let (s, _) = try stage()
        try s.run("""
            local function ease(t) return t end
            local spy = setmetatable({}, {__call = function(_, t) return t end})
            local v = View{}; window:addSubview(v)
            View.animate{duration = 1, curve = ease, animations = function() v.alpha = 0 end}
            View.animate{duration = 1, curve = spy, animations = function() v.center = Point(1, 1) end}
            """, chunkName: "@named.lua")
        let begins = s.engine.timeline.compactMap { event -> String? in
            guard case .animationBegan = event else { return nil }
            return event.description
        }
        #expect(begins == [
            "0.000000 begin #1 [View#2.alpha] duration=1 curve=function(named.lua:1) at named.lua:4",
            "0.000000 begin #2 [View#2.center] duration=1 curve=function at named.lua:5",
        ])
    }
}
