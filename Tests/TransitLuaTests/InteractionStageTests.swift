import Testing
@testable import TransitLua

/// `PercentDrivenInteractiveTransition` and the interactive calls through the bindings: each
/// misuse with its exact message naming the script's line. (The swipe-to-dismiss of the zoom
/// is specified in scripts/spec/zoom_spec.lua, interactive pops in navigation_spec.lua.)
@Suite struct InteractionStageTests {
    static let setUp = "local i = PercentDrivenInteractiveTransition()\n"

    @Test(arguments: [
        ("PercentDrivenInteractiveTransition(42)",
         "s.lua:1: bad argument #1 to 'PercentDrivenInteractiveTransition' (table or no value expected, got number)"),
        ("PercentDrivenInteractiveTransition{completionSpeed = 'x'}",
         "s.lua:1: bad argument #1 to 'PercentDrivenInteractiveTransition' ('completionSpeed' must be a number, got string)"),
        ("PercentDrivenInteractiveTransition{wantsInteractiveStart = 'no'}",
         "s.lua:1: bad argument #1 to 'PercentDrivenInteractiveTransition' ('wantsInteractiveStart' must be a boolean, got string)"),
        ("PercentDrivenInteractiveTransition{completionSpeed = 0}",
         "s.lua:1: completionSpeed must be a finite number greater than 0 (got 0.0)"),
        (setUp + "i:update('x')", "s.lua:2: bad argument #1 to 'update' (number expected, got string)"),
        (setUp + "i:update(0 / 0)", "s.lua:2: update expects a finite percentage between 0 and 1 (got nan)"),
        (setUp + "i.completionSpeed = 'fast'",
         "s.lua:2: bad value for 'completionSpeed' of PercentDrivenInteractiveTransition (number expected, got string)"),
        (setUp + "i.completionCurve = 'caDefault'",
         "s.lua:2: completionCurve must be one of easeInOut, easeIn, easeOut, linear (UIView.AnimationCurve), got caDefault"),
        (setUp + "i.percentComplete = 0.5",
         "s.lua:2: cannot assign to 'percentComplete' of PercentDrivenInteractiveTransition (it is read-only)"),
        (setUp + "i.finish()", "s.lua:2: bad argument #1 to 'finish' (PercentDrivenInteractiveTransition expected, got no value)"),
        (setUp + "i:update(1 / 0)", "s.lua:2: update expects a finite percentage between 0 and 1 (got inf)"),
    ] as [(String, String)])
    func misuseNamesTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    /// A controller that drives no transition: its calls do nothing, as UIKit's messages to
    /// its nil transition context (the pan handlers that update and cancel without a guard).
    @Test func anIdleControllerIgnoresItsCalls() throws {
        let (s, out) = try stage()
        try s.run(Self.setUp + """
            i:update(0.4); i:finish(); i:cancel(); i:pause()
            print(i.percentComplete, i.duration, i.completionSpeed)
            """, chunkName: "@s.lua")
        #expect(out.lines == ["0.0\t0.0\t1.0"])
        #expect(s.engine.timeline.isEmpty)
    }

    /// A custom interaction controller (a table) that begins non-interactive and pauses, and
    /// one whose `wantsInteractiveStart` is not a boolean.
    @Test func aCustomControllerBeginsByItselfAndPauses() throws {
        let (s, out) = try stage()
        let scene = """
            local root = ViewController{name = 'root'}; window.rootViewController = root
            local a = ViewController{name = 'a'}
            local ctx
            local animator = {transitionDuration = function() return 0.5 end,
              animateTransition = function(self, c) ctx = c end}
            local controller = {wantsInteractiveStart = false, startInteractiveTransition = function(self, c) ctx = c end}
            a.transitioningDelegate = {animationControllerForPresented = function() return animator end,
              interactionControllerForPresentation = function() return controller end}

            """
        try s.run(scene + """
            root:present(a, true)
            print(ctx.isInteractive)
            ctx:pauseInteractiveTransition()
            print(ctx.isInteractive)
            ctx:completeTransition(true)
            print(root.presentedViewController)
            """, chunkName: "@s.lua")
        #expect(out.lines == ["false", "true", "ViewController \"a\""])
        #expect(s.engine.timeline.map(\.description).contains("0.000000 present #1 interaction pauses at 0"))
        let (t, _) = try stage()
        #expect(t.failure(scene + "controller.wantsInteractiveStart = 'no'\nroot:present(a, true)") ==
                "s.lua:10: wantsInteractiveStart of the interaction controller interactionControllerForPresentation returned must be a boolean, got string")
    }

    /// A fresh one reads UIKit's defaults.
    @Test func defaults() throws {
        let (s, out) = try stage()
        try s.run("""
            local i = PercentDrivenInteractiveTransition()
            print(i, i.duration, i.percentComplete, i.completionCurve, i.completionSpeed, i.wantsInteractiveStart)
            i.completionCurve = Easing.linear
            print(i.completionCurve)
            """, chunkName: "=s")
        #expect(out.lines == ["PercentDrivenInteractiveTransition(idle)\t0.0\t0.0\teaseInOut\t1.0\ttrue", "linear"])
    }
}
