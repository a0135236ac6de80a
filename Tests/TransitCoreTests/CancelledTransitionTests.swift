import Testing
@testable import TransitCore

/// The cancel path (interactive transitions take it): `cancelInteractiveTransition`,
/// then the animator's `completeTransition(false)` puts the hierarchy, the states and the
/// appearance back, with the calls of a cancelled transition.
@Suite struct CancelledTransitionTests {
    @Test func aCancelledPresentationLeavesEverythingAsBefore() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp(.fullScreen)
        var completed = false
        try root.present(green, animated: true, origin: "s.lua:1") { completed = true }
        try engine.clock.advance(0.35)
        let ctx = try #require(animator.context)
        try ctx.cancelInteractiveTransition()
        #expect(ctx.transitionWasCancelled && ctx.phase == .animating)
        log.entries.removeAll()
        try engine.clock.advance(0.35)                  // the animator completes: false
        #expect(ctx.phase == .cancelled && engine.transitionsInFlight.isEmpty)
        #expect(try engine.windowSubviewNames == ["root"] && root.view.frame == engine.window.bounds)
        #expect(root.presentedViewController == nil && green.presentingViewController == nil)
        #expect(green.presentationState == .idle && !green.isAppeared && root.isAppeared)
        #expect(log.entries == ["green.viewWillDisappear", "green.viewDidDisappear", "root.viewWillAppear",
                                "root.viewDidAppear", "animator.animationEnded(false)"])
        #expect(!completed)
        #expect(engine.transitionLines == [
            "0.000000 present #1 green on root style=fullScreen animated=true at s.lua:1",
            "0.700000 present #1 cancelled",
        ])
        // it can be presented again
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        #expect(root.presentedViewController === green && engine.windowSubviewNames == ["container(green)[green]"])
    }

    @Test func aCancelledDismissalKeepsThePresentation() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp(.fullScreen)
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        var completed = false
        try green.dismiss(animated: true) { completed = true }
        #expect(engine.windowSubviewNames == ["container(green)[root, green]"])
        try #require(animator.context).cancelInteractiveTransition()
        log.entries.removeAll()
        try engine.clock.advance(0.7)
        // the presenter is covered again: its view left the window
        #expect(try engine.windowSubviewNames == ["container(green)[green]"] && root.view.window == nil)
        #expect(root.presentedViewController === green && green.presentationState == .presented)
        #expect(green.isAppeared && !root.isAppeared && !completed)
        #expect(log.entries == ["root.viewWillDisappear", "root.viewDidDisappear", "green.viewWillAppear",
                                "green.viewDidAppear", "animator.animationEnded(false)"])
        try green.dismiss(animated: true)
        try engine.clock.advance(0.7)
        #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"])
    }

    @Test func aCancelledOverFullScreenPresentationOnlyTouchesThePresented() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp(.overFullScreen)
        try root.present(green, animated: true)
        log.entries.removeAll()
        try #require(animator.context).completeTransition(false, origin: "s.lua:9")
        #expect(engine.windowSubviewNames == ["root"] && green.presentationState == .idle)
        #expect(log.entries == ["green.viewWillDisappear", "green.viewDidDisappear", "animator.animationEnded(false)"])
        // the animation still running ends later; its completeTransition is a second call
        let error = coreError { try engine.clock.advance(0.7) }
        #expect(error?.message == "completeTransition(false) called twice on present #1 green on root: it was cancelled at s.lua:9")
    }
}
