import Testing
@testable import TransitCore

/// UIKit's built-in modal animations when no delegate vends an animator: cover vertical and
/// cross-dissolve, 0.5 s on ease-in-ease-out, checked at quarters against the curve.
@Suite struct DefaultAnimatorTests {
    let W = 393.0, H = 852.0

    @Test func coverVerticalSlidesUpThenBackDown() throws {
        let (engine, root, log) = try rootedEngine()
        let green = Recorder(engine, "green", log)
        try root.present(green, animated: true)
        let view = try green.view
        #expect(engine.windowSubviewNames == ["container(green)[root, green]"])
        for quarter in 1...3 {
            try engine.clock.advance(0.125)
            let e = TimingCurve.easeInOut.value(at: Double(quarter) / 4)
            expectClose(view.presentation.frame, Rect(0, H * (1 - e), W, H))
        }
        try engine.clock.advance(0.125)
        #expect(view.frame == Rect(0, 0, W, H) && root.presentedViewController === green)
        try green.dismiss(animated: true)
        #expect(engine.windowSubviewNames == ["container(green)[root, green]"])
        try engine.clock.advance(0.25)
        expectClose(view.presentation.frame, Rect(0, H / 2, W, H))
        try engine.clock.advance(0.25)
        #expect(engine.windowSubviewNames == ["root"] && view.frame == Rect(0, H, W, H))
    }

    /// A script that sets a presented controller's view while it is presented (UIKit's setter
    /// leaves the window alone): each built-in dismissal still completes, the old view leaving
    /// with the container — where putting the presenter's view back below the new one, which
    /// is not in the container, failed every animated dismissal.
    @Test(arguments: [ModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal])
    func aViewReplacedWhilePresentedIsStillDismissed(style: ModalTransitionStyle) throws {
        let (engine, root, log) = try rootedEngine()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        TransitionAudit.install(on: engine)
        let green = Recorder(engine, "green", log)
        green.modalTransitionStyle = style
        try root.present(green, animated: false)
        let old = try green.view
        try green.setView(View(engine: engine))
        try green.dismiss(animated: true)
        try engine.runUntilIdle()
        #expect(root.presentedViewController == nil && green.presentationState == .idle)
        #expect(engine.windowSubviewNames == ["root"] && !old.isInWindow)
        #expect(warnings == [])
    }

    /// A presented controller whose view a script unloaded (view = nil) while it was presented
    /// is dismissed with animation: its view loads again for the animator, as UIKit's getter
    /// loads it; the old view leaves with the container.
    @Test func aViewUnloadedWhilePresentedLoadsAgainForTheDismissal() throws {
        let (engine, root, log) = try rootedEngine()
        let green = Recorder(engine, "green", log)
        try root.present(green, animated: false)
        let old = try green.view
        try green.setView(nil)
        log.entries.removeAll()
        try green.dismiss(animated: true)
        try engine.runUntilIdle()
        #expect(root.presentedViewController == nil && green.presentationState == .idle)
        #expect(engine.windowSubviewNames == ["root"] && !old.isInWindow)
        #expect(log.entries == ["green.viewDidLoad", "green.viewWillDisappear", "root.viewWillAppear",
                                "root.viewDidAppear", "green.viewDidDisappear"])
    }

    @Test func crossDissolveFadesAndRestoresTheAlpha() throws {
        let (engine, root, log) = try rootedEngine()
        let green = Recorder(engine, "green", log)
        green.modalTransitionStyle = .crossDissolve
        try root.present(green, animated: true)
        let view = try green.view
        try engine.clock.advance(0.125)
        expectClose(view.presentation.alpha, TimingCurve.easeInOut.value(at: 0.25))
        expectClose(view.presentation.frame, Rect(0, 0, W, H))
        try engine.clock.advance(0.375)
        try green.dismiss(animated: true)
        try engine.clock.advance(0.375)
        expectClose(view.presentation.alpha, 1 - TimingCurve.easeInOut.value(at: 0.75))
        try engine.clock.advance(0.125)
        #expect(view.alpha == 1 && view.window == nil && engine.windowSubviewNames == ["root"])
    }
}
