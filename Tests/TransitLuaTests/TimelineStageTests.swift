import Lua
import Testing
import TransitCore
@testable import TransitLua

/// `Timeline{…}` through the bindings: values read back from Lua (linear curves, so each is
/// a ratio worked out by hand), chaining, callbacks, `await` in a task, and every misuse a
/// script can make, with its exact message and line.
@Suite struct TimelineStageTests {
    static let setup = """
    local a = View{frame = Rect(0, 0, 10, 10), name = "a"}
    local b = View{frame = Rect(20, 0, 10, 10), name = "b"}
    window:addSubview(a); window:addSubview(b)

    """

    func printed(_ source: String) throws -> [String] {
        let (s, box) = try stage()
        try s.run(Self.setup + source, chunkName: "@t.lua")
        try s.runUntilIdle()
        return box.lines
    }

    @Test func staggeredTweensAndChaining() throws {
        let lines = try printed("""
        local tl = Timeline{defaults = {duration = 1, curve = "linear"}}
        tl:to({a, b}, {alpha = 0, stagger = 0.5}):to(a, {center = Point(105, 5)}, "<0.25")
        print(a.alpha, tl.duration)
        clock.advance(0.75)
        print(a.presentation.alpha, b.presentation.alpha, a.presentation.center.x)
        """)
        // a: alpha 1 → 0 over [0, 1]; b over [0.5, 1.5]; a's centre 5 → 105 over [0.25, 1.25]
        #expect(lines == ["0.0\t1.5", "0.25\t0.75\t55.0"])
    }

    @Test func fromFromToSetAndCallsInOrder() throws {
        let lines = try printed("""
        local log = {}
        local tl = Timeline{defaults = {curve = "linear"}, onComplete = function() log[#log + 1] = "done@" .. clock.now end}
        tl:from(a, {alpha = 0, duration = 1})
          :fromTo(b, {cornerRadius = 0}, {cornerRadius = 8, duration = 2}, 0)
          :set(a, {alpha = 0.5}, 1.5)
          :call(function() log[#log + 1] = "late@" .. clock.now end, 1.25)
          :call(function() log[#log + 1] = "early@" .. clock.now end, 0.5)
        clock.advance(0.5)
        print(a.presentation.alpha, b.presentation.cornerRadius)
        clock.advance(1.5)
        print(a.presentation.alpha, table.concat(log, " "))
        """)
        #expect(lines == ["0.5\t2.0", "0.5\tearly@0.5 late@1.25 done@2.0"])
    }

    @Test func seekTweenToReverseAndAwait() throws {
        let lines = try printed("""
        local tl = Timeline{paused = true}
        tl:to(a, {alpha = 0, duration = 2, curve = "linear"}):addLabel("mid", 1)
        tl:seek("mid")
        print(a.presentation.alpha, tl.time, tl.progress, tl.isActive)
        tl:tweenTo(1.5)
        clock.advance(5)
        print(tl.time, tl.isActive)
        task(function()
          tl:reverse()
          local forward = tl:await()
          print("back", forward, clock.now, a.alpha)
        end)
        """)
        #expect(lines == ["0.5\t1.0\t0.5\tfalse", "1.5\tfalse", "back\tfalse\t6.5\t1.0"])
    }

    @Test func randomStaggerIsSeededAndDeterministic() throws {
        let source = """
        local vs = {}
        for i = 1, 6 do vs[i] = View{name = "v" .. i}; window:addSubview(vs[i]) end
        local tl = Timeline{paused = true}
        tl:to(vs, {alpha = 0, duration = 1, stagger = {each = 0.1, from = "random"}})
        tl:seek(0.25)
        local out = {}
        for i = 1, 6 do out[i] = string.format("%.2f", vs[i].presentation.alpha) end
        print(table.concat(out, " "))
        """
        let first = try printed(source), second = try printed(source)
        #expect(first == second)
        // every delay is one of 0, 0.1 … 0.5 (a permutation of the start distances): at 0.25 s
        // with the default easeInOut each alpha is 1 − easeInOut((0.25 − d) / 1) or 1
        let values = first[0].split(separator: " ").map(String.init)
        let expected = [0.0, 0.1, 0.2].map { String(format2(1 - TimingCurve.easeInOut.value(at: 0.25 - $0))) } + ["1.00", "1.00", "1.00"]
        #expect(values.sorted() == expected.sorted())
    }

    @Test(arguments: [
        ("local tl = Timeline{repeatCount = 0}", "t.lua:4: repeatCount must be a number greater than 0, or math.huge to repeat forever (got 0.0)"),
        ("local tl = Timeline{paused = 1}", "t.lua:4: bad argument #1 to 'Timeline' ('paused' must be a boolean (got number))"),
        ("local tl = Timeline{loop = true}",
         "t.lua:4: bad argument #1 to 'Timeline' (unknown key 'loop' (expected defaults, repeatCount, autoreverses, repeatDelay, timeScale, paused, onStart, onUpdate, onRepeat, onComplete, onReverseComplete))"),
        ("local tl = Timeline{timeScale = 0/0}", "t.lua:4: timeScale must be a finite number greater than 0 and at most 1000000 (got nan)"),
        ("local tl = Timeline{}\ntl:to(nil, {alpha = 0})", "t.lua:5: bad argument #1 to 'to' (View or array of views expected, got nil)"),
        ("local tl = Timeline{}\ntl:to({a, 3}, {alpha = 0})", "t.lua:5: bad argument #1 to 'to' (element 2 is a number, not a View)"),
        ("local tl = Timeline{}\ntl:to(a, {alpah = 0})",
         "t.lua:5: bad argument #2 to 'to' (unknown key 'alpah' (animatable: frame, bounds, center, transform, alpha, backgroundColor, cornerRadius; timing: duration, delay, curve, stagger))"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0/0})", "t.lua:5: bad value for 'alpha' of View (finite number expected, got nan)"),
        ("local tl = Timeline{}\ntl:to(a, {transform = 3})", "t.lua:5: bad value for 'transform' of View (Transform expected, got number)"),
        ("local tl = Timeline{}\ntl:fromTo(a, {frame = 'x'}, {alpha = 1})", "t.lua:5: bad value for 'frame' of View (Rect expected, got string)"),
        ("local tl = Timeline{defaults = 3}", "t.lua:4: bad argument #1 to 'Timeline' ('defaults' must be a table ({duration =, curve =}))"),
        ("local tl = Timeline{}\ntl.timeScale = 0", "t.lua:5: timeScale must be a finite number greater than 0 and at most 1000000 (got 0.0)"),
        ("local tl = Timeline{}\ntl.timeScale = 1e300", "t.lua:5: timeScale must be a finite number greater than 0 and at most 1000000 (got 1e+300)"),
        ("local tl = Timeline{}\ntl:seek()", "t.lua:5: bad argument #1 to 'seek' (time or label expected, got no value)"),
        ("local tl = Timeline{}\ntl:to({}, {alpha = 0})", "t.lua:5: bad argument #1 to 'to' (no targets (an empty array))"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, stagger = {each = 0.1, from = 0}})",
         "t.lua:5: stagger from must be an index of at least 1 (Lua's first target), got 0"),
        ("local tl = Timeline{}\ntl:fromTo(a, {alpha = 0, duration = 1}, {alpha = 1})",
         "t.lua:5: bad argument #2 to 'fromTo' (unknown key 'duration' (animatable: frame, bounds, center, transform, alpha, backgroundColor, cornerRadius; timing goes in the second table))"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, duration = -1})",
         "t.lua:5: to: duration must be a finite, non-negative number of seconds (got -1.0)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0}, '-=3')", "t.lua:5: position '-=3' is at -3 s, outside the timeline (0 … 1000000000 s)"),
        // the position as written: '<-5' and '<-=5' mean the same, and each echoes itself
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, duration = 1})\ntl:to(b, {alpha = 0}, '<-=5')",
         "t.lua:6: position '<-=5' is at -5 s, outside the timeline (0 … 1000000000 s)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, duration = 1})\ntl:to(b, {alpha = 0}, '<-5')",
         "t.lua:6: position '<-5' is at -5 s, outside the timeline (0 … 1000000000 s)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, duration = 1})\ntl:addLabel('x', '>-0.5e1')",
         "t.lua:6: position '>-0.5e1' is at -4 s, outside the timeline (0 … 1000000000 s)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0}, 0/0)",
         "t.lua:5: a position must be a finite number of seconds of at least 0 (got nan)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0}, '<x')",
         "t.lua:5: bad position '<x' (expected seconds, \"+=0.2\", \"-=0.1\", \"<\", \">\", \"<0.2\", \">-0.1\", \"label\" or \"label+=0.3\")"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0}, true)", "t.lua:5: bad argument #3 to 'to' (position (number or string) expected, got boolean)"),
        ("local tl = Timeline{}\ntl:seek('nope')", "t.lua:5: unknown label 'nope' (the timeline has no labels)"),
        ("local tl = Timeline{}\ntl:seek(-1)", "t.lua:5: seek needs a time of at least 0 seconds or a label (got -1.0)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, stagger = {each = 0.1, from = 'middle'}})",
         "t.lua:5: unknown stagger from 'middle' (expected \"start\", \"end\", \"center\", \"edges\", \"random\" or an index)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, stagger = {each = 0.1, grid = {2}}})", "t.lua:5: stagger grid must be {rows, cols} or \"auto\""),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, stagger = {eech = 0.1}})",
         "t.lua:5: unknown stagger key 'eech' (expected each, amount, from, grid, axis, curve)"),
        ("local tl = Timeline{}\ntl:to(a, {alpha = 0, stagger = 0/0})", "t.lua:5: stagger each must be a finite number of seconds (got nan)"),
        ("local tl = Timeline{}\ntl:add(tl)", "t.lua:5: a timeline cannot be added to itself"),
        ("local tl, child = Timeline{}, Timeline{paused = true}\ntl:add(child)\nchild:play()",
         // ids count with the engine's animations: the playing outer timeline's group is #2
         "t.lua:6: Timeline #3 is nested in Timeline #1; play, pause and seek the outer timeline"),
        ("local tl = Timeline{}\ntl:add(3)", "t.lua:5: bad argument #1 to 'add' (Timeline, function or label expected, got number)"),
        ("local tl = Timeline{}\ntl:call(nil)", "t.lua:5: bad argument #1 to 'call' (function expected, got nil)"),
        ("local tl = Timeline{}\ntl:await()", "t.lua:5: await must be called inside a task: task(function() … handle:await() … end)"),
    ] as [(String, String)])
    func misuseNamesTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(Self.setup + source, name: "t.lua") == expected)
    }

    /// GSAP's rule for a label a position names that does not exist (gsap.com/docs/v3/GSAP/
    /// Timeline/addLabel(): "If the label doesn't exist, it'll be added to the end of the
    /// timeline"), also inside a relative position: `"nolabel+=1"` on a 1 s timeline adds
    /// `nolabel` at 1 and places the new label at 2. A position that is an error adds none.
    @Test func anUnknownLabelInAPositionIsAddedAtTheEnd() throws {
        let lines = try printed("""
        local tl = Timeline{paused = true}
        tl:to(a, {alpha = 0, duration = 1})
        tl:addLabel("x", "nolabel+=1")
        print(pcall(tl.addLabel, tl, "y", "other-=5"))
        tl:to(b, {alpha = 0, duration = 1}, "x")
        tl:seek("nolabel"); print(tl.time)
        tl:seek("x"); print(tl.time, tl.duration)
        print(pcall(tl.seek, tl, "other"))
        """)
        #expect(lines == ["false\tt.lua:7: position 'other-=5' is at -4 s, outside the timeline (0 … 1000000000 s)",
                          "1.0", "2.0\t3.0",
                          "false\tt.lua:11: unknown label 'other' (labels: 'nolabel', 'x')"])
    }

    @Test func anErrorInACallbackNamesItAndTheTimelineGoesOn() throws {
        let (s, box) = try stage()
        try s.run(Self.setup + """
        local tl = Timeline{onComplete = function() print("completed at " .. clock.now) end}
        tl:to(a, {alpha = 0, duration = 1})
        tl:call(function() error("boom") end, 0.5)
        """, chunkName: "@t.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "t.lua:6: boom (in a call of Timeline #1 added at t.lua:6)")
        }
        try s.runUntilIdle()
        #expect(box.lines == ["completed at 1.0"])
    }

    /// Calls due at the same time as one that fails still run — after the error is reported,
    /// at the clock's next run, at that same time (as completions of animations ending
    /// together) — and a second failure among them loses none after it; a pause due with them
    /// still holds the playhead.
    @Test func callsDueWithAFailingOneStillRun() throws {
        let lines = try printed("""
        local ran = {}
        local tl = Timeline{}
        tl:call(function() ran[#ran + 1] = "first@" .. clock.now; error("first fails") end, 0.2)
        tl:call(function() ran[#ran + 1] = "second@" .. clock.now; error("second fails") end, 0.2)
        tl:call(function() ran[#ran + 1] = "third@" .. clock.now end, 0.2)
        tl:call(function() ran[#ran + 1] = "fourth@" .. clock.now end, 0.3)
        for _ = 1, 3 do
          local ok, e = pcall(clock.advance, 1)
          print(ok, ok or e)
        end
        print(table.concat(ran, " "), clock.now)
        local held = Timeline{}
        held:call(function() error("before the pause") end, 0.5)
        held:addPause(0.5)
        held:call(function() print("after the pause") end, 0.75)
        print(pcall(clock.advance, 1))
        clock.advance(1)
        print(held.time, held.isPaused)
        """)
        #expect(lines == ["false\tt.lua:6: first fails (in a call of Timeline #1 added at t.lua:6)",
                          "false\tt.lua:7: second fails (in a call of Timeline #1 added at t.lua:7)",
                          "true\ttrue",
                          "first@0.2 second@0.2 third@0.2 fourth@0.3\t1.2",
                          "false\tt.lua:16: before the pause (in a call of Timeline #3 added at t.lua:16)",
                          "0.5\ttrue"])
    }
}

/// Two decimals, as the script's `%.2f`.
private func format2(_ x: Double) -> String {
    let r = (x * 100).rounded() / 100
    let whole = Int(r), frac = Int(((r - Double(whole)) * 100).rounded())
    return "\(whole).\(frac < 10 ? "0" : "")\(frac)"
}
