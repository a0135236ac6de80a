import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Huge script numbers and deep trees through the bindings (issue 16): each repro trapped or
/// crashed the process before; now each is a Lua error naming the script's line, or works.
@Suite struct LimitStageTests {
    @Test(arguments: [
        ("clock.advance(8e12)\nclock.advance(8e12)", "s.lua:1: advance must be at most 1000000000 seconds (got 8000000000000)"),
        ("clock.advance(1e9)\nclock.advance(1)",
         "s.lua:2: advance(1) would move the clock past 1000000000 seconds, the longest a clock runs (now at 1000000000 s)"),
        ("clock.step(2^62)",
         "s.lua:1: step(4611686018427387904) would move the clock past 1000000000 seconds, the longest a clock runs (60000000000 frames at 60 fps; now at frame 0)"),
        ("clock.advance(1e9)\nView.animate(8e12, function() end)",
         "s.lua:2: animation duration must be at most 1000000000 seconds (got 8000000000000)"),
        ("local v = View{}\nwindow:addSubview(v)\nView.animate{duration = 1, repeatCount = 1e13, animations = function() v.alpha = 0 end}",
         "s.lua:3: the animation's duration × repeatCount must be at most 1000000000 seconds (got 10000000000000)"),
        ("local v = View{}\nlocal a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}\na:pauseAnimation()\na:continueAnimation(nil, 1e300)",
         "s.lua:4: continueAnimation: duration × durationFactor must be at most 1000000000 seconds (got 1e+300)"),
        ("window:tap(0/0, 10)", "s.lua:1: bad argument #1 to 'tap' (finite number expected, got nan)"),
        ("local v = View{frame = Rect(0, 0, 100, 100)}\nwindow:addSubview(v)\nv:addGestureRecognizer(PanGestureRecognizer(function() end))\nwindow:pan{from = Point(10, 10), to = Point(20, 20), duration = 1e9}",
         "s.lua:4: pan duration 1000000000 s is 60000000000 frames at 60 fps; a pan takes at most 100000 frames"),
        ("local g = CollectionView{}\nlocal c = g:cellForItem(math.mininteger)\nerror('cell ' .. tostring(c))", "s.lua:3: cell nil"),
    ] as [(String, String)])
    func hugeNumbersAreErrorsNamingTheLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    /// A host loop runs no Lua, so no hook: it asks the limits and stops at the script's line,
    /// sticky as the hook's stop (a pcall cannot swallow it).
    @Test func aHugeStepStopsAtTheTimeLimit() throws {
        var options = ScriptRuntime.Options()
        options.limits.seconds = 0.3
        let (s, box) = try stage(options)
        let error = #expect(throws: LuaError.self) {
            try s.run("local ok, e = pcall(clock.step, 59e9)\nprint(e)\nwhile true do end", chunkName: "@s.lua")
        }
        #expect(box.lines == [])                                   // the pcall's caller stops at once
        #expect(error?.message == "s.lua:1: time limit exceeded")   // raised again on line 2, named where it fired
        #expect(error?.kind == .timeLimit)
        #expect(s.engine.clock.frame > 0)                          // it stepped until stopped
    }

    @Test func deepChainsBuildMoveSnapshotAndDieWithoutRecursion() throws {
        // about recursion, not time: under `make sanitize` on a loaded machine, freeing the
        // 100,000 views (no hook interrupts it) outlasted the default 2 s and the watchdog
        // ended the test process
        var options = ScriptRuntime.Options()
        options.limits.seconds = 120
        let (s, box) = try stage(options)
        try s.run("""
            local v = View{frame = Rect(0, 0, 10, 10)} local root = v
            for i = 1, 100000 do local c = View{frame = Rect(0, 0, 10, 10)} v:addSubview(c) v = c end
            window:addSubview(root)
            print(v.window == window, window:tap(5, 5) == v)
            local copy = root:snapshotView()
            v:setNeedsLayout()
            root:layoutIfNeeded()
            root:removeFromSuperview()
            print(v.window)
            root = nil v = nil copy = nil
            collectgarbage()
            print("collected")
            """, chunkName: "@deep.lua")
        #expect(box.lines == ["true\ttrue", "nil", "collected"])
    }
}
