import Lua
import Testing
import TransitCore
@testable import TransitLua

func stage(_ options: ScriptRuntime.Options = ScriptRuntime.Options()) throws -> (Stage, Box) {
    var options = options
    options.searchPath = SearchPath(roots: [packageRoot + "/scripts"])
    let s = try Stage(options: options)
    let box = Box()
    s.runtime.output = { box.lines.append($0) }
    s.runtime.warnings = { box.warnings.append($0) }
    return (s, box)
}

extension Stage {
    func failure(_ source: String, name: String = "s.lua") -> String? {
        do { try run(source, chunkName: "@" + name); return nil } catch let e as LuaError { return e.message } catch { return "\(error)" }
    }
}

@Suite struct StageTests {
    /// The issue's list of errors, each with the script's line.
    @Test(arguments: [
        ("View.animate('x')", "s.lua:1: bad argument #1 to 'animate' (number expected, got string)"),
        ("local r = Rect(1, 2)", "s.lua:1: bad argument #3 to 'Rect' (number expected, got no value)"),
        ("local v = View{}\nv:addSubview(nil)", "s.lua:2: bad argument #1 to 'addSubview' (View expected, got nil)"),
        ("local a, b = View{name = 'a'}, View{name = 'b'}\na:addSubview(b)\nb:addSubview(a)",
         "s.lua:3: addSubview: cannot add a into its own subtree (under b)"),
        ("local v = View{}\nv:addSubview(v)", "s.lua:2: addSubview: cannot add View#2 to itself"),
        ("local v = View{}\nwindow:addSubview(v)\nlocal p = v:convert(Point(1, 1), {to = v, from = window})",
         "s.lua:3: bad argument #2 to 'convert' ('from' and 'to' cannot be combined (UIKit's convert(_:from:) and convert(_:to:) are two methods))"),
        ("local v = View{}\nlocal r = v:convert(Rect(0, 0, 1, 1), {})",
         "s.lua:2: bad argument #2 to 'convert' (expected {from = view} or {to = view} (for UIKit's nil, the window, pass window))"),
        ("local v = View{}\nv.frame = Rect(0, 0/0, 1, 1)", "s.lua:2: bad argument #2 to 'Rect' (finite number expected, got nan)"),
        // a perspective that puts the point behind the eye (w = 1 + 0.02·x ≤ 0 for x ≤ −50): no
        // image, said at the convert (rev13: a Point(inf, inf) that failed where next used)
        ("local v = View{frame = Rect(100, 100, 200, 200)}\nwindow:addSubview(v)\n"
         + "v.layer.transform = Transform3D(1,0,0,0.02, 0,1,0,0, 0,0,1,0, 0,0,0,1)\n"
         + "local p = v:convert(Point(0, 0), {to = window})",
         "s.lua:4: bad argument #1 to 'convert' (the point falls behind the eye of a perspective transform on the way (w ≤ 0): it has no place there)"),
        ("local v = View{frame = Rect(100, 100, 200, 200)}\nwindow:addSubview(v)\n"
         + "v.layer.transform = Transform3D(1,0,0,0.02, 0,1,0,0, 0,0,1,0, 0,0,0,1)\n"
         + "local r = v:convert(Rect(0, 0, 10, 10), {to = window})",
         "s.lua:4: bad argument #1 to 'convert' (a corner of the rect falls behind the eye of a perspective transform on the way (w ≤ 0): it has no place there)"),
        // each record's inline check lets through exactly what `numbers` would: not a numeric
        // string (its arithmetic would pass), nor ±inf, in any place
        ("local p = Point(1, '2')", "s.lua:1: bad argument #2 to 'Point' (number expected, got string)"),
        ("local s = Size(1/0, 1)", "s.lua:1: bad argument #1 to 'Size' (finite number expected, got inf)"),
        ("local r = Rect(0, 0, 1, -1/0)", "s.lua:1: bad argument #4 to 'Rect' (finite number expected, got -inf)"),
        ("local e = EdgeInsets(0, 0, nil, 1)", "s.lua:1: bad argument #3 to 'EdgeInsets' (number expected, got nil)"),
        ("local t = Transform(1, 0, 0, 1, 0, 0/0)", "s.lua:1: bad argument #6 to 'Transform' (finite number expected, got nan)"),
        ("local t = Transform(1, 0, 0, 1, '0', 0)", "s.lua:1: bad argument #5 to 'Transform' (number expected, got string)"),
        ("local v = View{}\nv.frame = {x = 0, y = 0/0, width = 1, height = 1}",
         "s.lua:2: bad value for 'frame' of View (Rect field 'y' must be finite, got nan)"),
        ("local v = View{}\nv.alpha = 'x'", "s.lua:2: bad value for 'alpha' of View (number expected, got string)"),
        ("\nlocal v = View{alpha = 'x'}", "s.lua:2: bad value for 'alpha' of View (number expected, got string)"),
        ("local v = View{}\nv.frame = Rect(0, 0, 1, 1)\nv.superview = v", "s.lua:3: cannot assign to 'superview' of View (it is read-only)"),
        ("View.animate(0 / 0, function() end)", "s.lua:1: animation duration must be a finite number (got nan)"),
        ("View.animate(1, nil)", "s.lua:1: bad argument #2 to 'animate' (function expected, got nil)"),
        ("clock.fps = 0", "s.lua:1: fps must be between 1 and 1000000 (got 0)"),
        // a global table's property is named with its table's name, as luaL_typeerror reads __name
        ("clock.fps = 0.5", "s.lua:1: bad value for 'fps' of clock (number has no integer representation)"),
    ] as [(String, String)])
    func errorsNameTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    @Test func tracebacksShowTheScriptNotThePreludes() throws {
        let (s, _) = try stage()
        do {
            try s.run("local function make()\n  local r = Rect(1, 2)\n  return r\nend\nmake()", chunkName: "@tb.lua")
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "tb.lua:2: bad argument #3 to 'Rect' (number expected, got no value)")
            #expect(!e.traceback.contains("(transit"))
            #expect(e.traceback.contains("tb.lua:2: in"))
            #expect(e.traceback.contains("tb.lua:5: in main chunk"))
        }
    }

    @Test func anErrorInACompletionSaysWhichAndWhere() throws {
        let (s, _) = try stage()
        try s.run("""
        local v = View{}
        View.animate(1, function() v.alpha = 0 end, function(finished)
          local t = nil
          return t.x
        end)
        """, chunkName: "@c.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "c.lua:4: attempt to index a nil value (local 't')"
                    + " (in the completion of the animation begun at c.lua:2)")
        }
        // the completion ran once and is gone: the clock is idle, nothing runs twice
        #expect(s.engine.clock.isIdle)
        try s.runUntilIdle()
    }

    @Test func anErrorInsideTheAnimationsBlockSurfacesAtItsLine() throws {
        let (s, _) = try stage()
        #expect(s.failure("local v = View{}\nView.animate(1, function()\n  v.alpha = 0\n  error('no')\nend)")
                == "s.lua:4: no")
        // the change made before the error stays applied, unanimated
        #expect(s.engine.runningAnimationCount == 0)
    }

    @Test func aLuaCurveThatFailsIsReportedNotLost() throws {
        let (s, _) = try stage()
        try s.run("local v = View{}\nView.animate{duration = 1, curve = function(t) return 'no' end, animations = function() v.alpha = 0 end}",
                  chunkName: "@k.lua")
        _ = s.engine.evaluateFrame()             // the frame pass calls the curve: it cannot throw
        do {
            try s.settle()                       // … so the next clock call does
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "k.lua:2: the curve function must return a finite number within ±1000000, got string (at t = 0)")
        }
        try s.settle()                           // reported once
        #expect(s.engine.runningAnimationCount == 1)
    }

    @Test func viewsInTheWindowKeepTheirLuaFields() throws {
        let (s, _) = try stage()
        try s.run("do local v = View{name = 'kept'}; v.note = 'remember me'; window:addSubview(v) end", chunkName: "=a")
        s.lua.collectGarbage()
        try s.run("assert(window:find('kept').note == 'remember me')", chunkName: "=b")
        // once out of the window and unreferenced, the Swift view goes away
        weak let swiftView = s.engine.window.find("kept")
        #expect(swiftView != nil)
        try s.run("window:find('kept'):removeFromSuperview()", chunkName: "=c")
        s.lua.collectGarbage()
        #expect(swiftView == nil)
    }

    @Test func theTimelineIsRecordedInOrder() throws {
        let (s, _) = try stage()
        try s.run("""
        local v = View{name = 'v'}
        View.animate(0.5, function() v.alpha = 0 end, function() end)
        View.animate{duration = 0.25, delay = 0.25, animations = function() v.center = Point(10, 10) end}
        """, chunkName: "@tl.lua")
        try s.runUntilIdle()
        #expect(s.engine.timeline.map(\.description) == [
            "0.000000 begin #1 [v.alpha] duration=0.5 curve=easeInOut at tl.lua:2",
            "0.000000 begin #2 [v.center] duration=0.25 delay=0.25 curve=easeInOut at tl.lua:3",
            "0.500000 end #1 finished=true",
            "0.500000 completion #1 finished=true",
            "0.500000 end #2 finished=true",
        ])
    }

    @Test func runningAnimationsAreCapped() throws {
        var options = ScriptRuntime.Options()
        options.limits.hostObjects = 100
        let (s, _) = try stage(options)
        let message = s.failure("""
        local v = View{}
        for i = 1, 1000 do
          View.animate(10, function() v.center = Point(i, i) end)
        end
        """)
        #expect(message == "s.lua:3: too many running animations (limit 100)")
        #expect(s.engine.runningAnimationCount == 100)
    }

    @Test func deviceProfileResizesTheWindow() throws {
        let (s, out) = try stage()
        try s.run("device.profile = 'iPhone SE'\nprint(screen.bounds, window.frame, device.profile)", chunkName: "=d")
        #expect(out.lines == ["Rect(0, 0, 375, 667)\tRect(0, 0, 375, 667)\tiPhone SE"])
    }
}

/// `Stage.resetEngine()`: what `transit test` does before each `it`.
@Suite struct ResetEngineTests {
    @Test func everyBindingReadsTheNewEngine() throws {
        let (s, out) = try stage()
        try s.run("""
        device.profile = 'iPhone SE'
        clock.fps = 120
        old = View{name = 'old'}
        window:addSubview(old)
        View.animate(1, function() old.alpha = 0 end)
        clock.advance(0.25)
        """, chunkName: "=before")
        let oldEngine = s.engine
        try s.resetEngine()
        #expect(s.engine !== oldEngine)
        try s.run("""
        print(clock.now, clock.fps, clock.pendingCount, os.clock(), screen.bounds, device.profile)
        print(window.frame, #window.subviews, pcall(function() return old.window end))
        local v = View{name = 'new'}
        window:addSubview(v)
        print(window:find('new') == v, v.window == window)
        print(pcall(function() old.alpha = 0.5 end))
        print(pcall(window.addSubview, window, old))
        """, chunkName: "=after")
        // the old engine's objects are retired: a use is an error, not a silent no-op
        #expect(out.lines == [
            "0.0\t60\t0\t0.0\tRect(0, 0, 393, 852)\tiPhone 15",
            "Rect(0, 0, 393, 852)\t0\tfalse\tafter:2: attempt to use a View of an engine that was reset",
            "true\ttrue",
            "false\tafter:6: attempt to use a View of an engine that was reset",
            "false\tafter:7: attempt to use a View of an engine that was reset",
        ])
        #expect(s.engine.timeline.isEmpty)
    }

    @Test func tasksWaitingOnTheOldClockEndAsCancelled() throws {
        let (s, out) = try stage()
        try s.run("""
        resumed = false
        t = task(function() wait(10); resumed = true end)
        print(t.status)
        """, chunkName: "=before")
        try s.resetEngine()
        try s.run("clock.advance(20)\nprint(t.status, resumed, clock.pendingCount)", chunkName: "=after")
        try s.runUntilIdle()
        #expect(out.lines == ["waiting", "cancelled\tfalse\t0"])
    }

    @Test func viewsOfTheOldWindowAreReleasedOnceLuaDropsThem() throws {
        let (s, _) = try stage()
        try s.run("do local v = View{name = 'gone'}; window:addSubview(v) end", chunkName: "=a")
        weak let swiftView = s.engine.window.find("gone")
        #expect(swiftView != nil)
        try s.resetEngine()
        s.lua.collectGarbage()
        #expect(swiftView == nil)
    }

    @Test func controllersAndTheStoryboardAreNewToo() throws {
        let (s, out) = try stage()
        try s.run("""
        storyboard.scene('blue', function() return ViewController{name = 'blue'} end)
        root = storyboard.instantiate('blue')
        window.rootViewController = root
        root:present(ViewController{name = 'top'}, false)
        """, chunkName: "=before")
        try s.resetEngine()
        try s.run("""
        print(window.rootViewController, #window.subviews)
        storyboard.scene('blue', function() return ViewController{name = 'blue'} end)
        window.rootViewController = storyboard.instantiate('blue')
        print(window.rootViewController, window.rootViewController.presentedViewController)
        print(pcall(function() window.rootViewController = root end))
        root = nil
        """, chunkName: "=after")
        #expect(out.lines == [
            "nil\t0",
            "ViewController \"blue\"\tnil",
            "false\tafter:5: attempt to use a ViewController of an engine that was reset",
        ])
        #expect(out.warnings == [])
    }

    /// A script that makes `_G` strict refuses the new `window`: the reset throws the
    /// script's error (never a Lua error across Swift), and the stage goes on with the new engine.
    @Test func aStrictGlobalTableMakesTheResetThrowNotCrash() throws {
        let s = try Stage()
        try s.run("window = nil\nsetmetatable(_G, {__newindex = function(_, k) error(k) end})", chunkName: "@strict.lua")
        let old = s.engine
        do {
            try s.resetEngine()
            Issue.record("the reset went through a raising __newindex")
        } catch {
            #expect(error.message == "strict.lua:2: window")
            #expect(error.traceback.contains("strict.lua:2: in function <strict.lua:2>"))
        }
        #expect(s.engine !== old)
        #expect(s.lua.stackTop == 0)
        try s.run("rawset(_G, 'window', nil) local v = View(); v.alpha = 0.5", chunkName: "@after.lua")
    }
}
