import Testing
@testable import TransitCore

/// Animated present and dismiss through a transitioning delegate: the hierarchy after each
/// stage for each modal style, the life-cycle order, the context's views and frames, and the
/// timeline.
@Suite struct AnimatedTransitionTests {
    let full = Rect(0, 0, 393, 852)

    @Test func fullScreenPresentationStageByStage() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp(.fullScreen)
        var atAnimate: [String] = []
        animator.onBegin = { [unowned engine] _ in atAnimate = engine.windowSubviewNames }
        var completed = 0
        try root.present(green, animated: true, origin: "s.lua:1") { completed += 1 }
        let ctx = try #require(animator.context)
        #expect(atAnimate == ["container(green)[root]"])
        // begun: the presenter's view was moved into the new container (UIKit adds it), the
        // animator added the presented view on top of it
        #expect(engine.windowSubviewNames == ["container(green)[root, green]"])
        #expect(ctx.containerView.superview === engine.window && ctx.containerView.frame == full)
        #expect(try ctx.view(forKey: .from) === root.view && ctx.view(forKey: .to) === green.view)
        #expect(ctx.viewController(forKey: .from) === root && ctx.viewController(forKey: .to) === green)
        #expect(ctx.initialFrame(for: root) == full && ctx.finalFrame(for: root) == .zero)
        #expect(ctx.initialFrame(for: green) == .zero && ctx.finalFrame(for: green) == full)
        #expect(ctx.initialFrame(for: Recorder(engine, "stranger", log)) == .zero)
        #expect(ctx.isAnimated && !ctx.isInteractive && !ctx.transitionWasCancelled && ctx.duration == 0.7)
        #expect(engine.transitionsInFlight.map(\.description) == ["present #1 green on root"])
        #expect(log.entries == ["delegate.forPresented(green, root, root)", "root.viewWillDisappear",
                                "green.viewWillAppear", "animator.transitionDuration", "animator.animateTransition"])
        log.entries.removeAll()
        try engine.clock.advance(0.35)
        expectClose(try green.view.presentation.alpha, 0.5)
        #expect(log.entries.isEmpty && completed == 0 && root.isAppeared)
        // completed: the presenter's view left the window; the container stays with the
        // presented view
        try engine.clock.advance(0.35)
        #expect(engine.windowSubviewNames == ["container(green)[green]"])
        #expect(try root.view.window == nil && engine.transitionsInFlight.isEmpty)
        #expect(log.entries == ["green.viewDidAppear", "root.viewDidDisappear", "animator.animationEnded(true)"])
        #expect(completed == 1 && green.isAppeared && !root.isAppeared)
        #expect(engine.transitionLines == [
            "0.000000 present #1 green on root style=fullScreen animated=true at s.lua:1",
            "0.700000 present #1 completed",
        ])
    }

    @Test func fullScreenDismissalStageByStage() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp(.fullScreen)
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        log.entries.removeAll()
        var completed = 0
        try green.dismiss(animated: true, origin: "s.lua:2") { completed += 1 }
        let ctx = try #require(animator.context)
        // the presenter's view is not in the window: the animator put it under the
        // dismissed one, in the presentation's own container
        #expect(engine.windowSubviewNames == ["container(green)[root, green]"])
        #expect(ctx.viewController(forKey: .from) === green && ctx.viewController(forKey: .to) === root)
        #expect(try ctx.view(forKey: .to) === root.view)
        #expect(ctx.initialFrame(for: green) == full && ctx.finalFrame(for: green) == .zero)
        #expect(ctx.initialFrame(for: root) == .zero && ctx.finalFrame(for: root) == full)
        #expect(log.entries == ["delegate.forDismissed(green)", "green.viewWillDisappear", "root.viewWillAppear",
                                "animator.transitionDuration", "animator.animateTransition"])
        log.entries.removeAll()
        try engine.clock.advance(0.7)
        // completed: the container is gone, the presenter's view is back in the window
        #expect(try engine.windowSubviewNames == ["root"] && root.view.frame == full)
        #expect(try green.view.window == nil && green.presentingViewController == nil)
        #expect(log.entries == ["root.viewDidAppear", "green.viewDidDisappear", "animator.animationEnded(true)"])
        #expect(completed == 1 && root.isAppeared && !green.isAppeared)
        #expect(engine.transitionLines.suffix(2) == [
            "0.700000 dismiss #2 green from root animated=true at s.lua:2",
            "1.400000 dismiss #2 completed",
        ])
    }

    /// `overFullScreen` and `custom` (UIKit's base presentation controller): the presenter's
    /// view stays in the window, the animator is not given it, and the presenter gets no
    /// appearance calls.
    @Test(arguments: [ModalPresentationStyle.overFullScreen, .custom])
    func stylesThatKeepThePresenter(style: ModalPresentationStyle) throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp(style)
        try root.present(green, animated: true)
        var ctx = try #require(animator.context)
        #expect(engine.windowSubviewNames == ["root", "container(green)[green]"])
        #expect(ctx.view(forKey: .from) == nil && ctx.viewController(forKey: .from) === root)
        #expect(ctx.initialFrame(for: root) == full && ctx.finalFrame(for: root) == full)
        try engine.clock.advance(0.7)
        #expect(engine.windowSubviewNames == ["root", "container(green)[green]"])
        #expect(log.entries == ["delegate.forPresented(green, root, root)", "green.viewWillAppear",
                                "animator.transitionDuration", "animator.animateTransition",
                                "green.viewDidAppear", "animator.animationEnded(true)"])
        log.entries.removeAll()
        try green.dismiss(animated: true)
        ctx = try #require(animator.context)
        #expect(ctx.view(forKey: .to) == nil && ctx.initialFrame(for: root) == full)
        // the leaving view: its own frame in a custom dismissal (SPStorkController and Presentr
        // size their dismissal from it), zero otherwise (Apple's "might be")
        #expect(ctx.initialFrame(for: green) == full)
        #expect(ctx.finalFrame(for: green) == (style == .custom ? full : .zero))
        #expect(engine.windowSubviewNames == ["root", "container(green)[green]"])
        try engine.clock.advance(0.7)
        #expect(engine.windowSubviewNames == ["root"])
        #expect(log.entries == ["delegate.forDismissed(green)", "green.viewWillDisappear",
                                "animator.transitionDuration", "animator.animateTransition",
                                "green.viewDidDisappear", "animator.animationEnded(true)"])
    }

    /// The presenter a dismissal uncovers, moved while covered (a card animator insets it, a
    /// deck scales it): a custom dismissal ends it at the frame it had when the presentation
    /// began — DeckTransition (51a7c8d) and CardPresentationController, used on devices,
    /// read it so; Apple says only "might be" zero —, overFullScreen at the frame it has.
    @Test(arguments: [ModalPresentationStyle.overFullScreen, .custom])
    func theUncoveredPresentersFinalFrame(style: ModalPresentationStyle) throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp(style)
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        let moved = Rect(16, 20, 361, 812)
        try root.view.setFrame(moved)
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        #expect(ctx.initialFrame(for: root) == moved)
        #expect(ctx.finalFrame(for: root) == (style == .custom ? full : moved))
        try engine.clock.advance(0.7)
        try root.view.setTransform(.scale(0.9, 0.9))
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        try green.dismiss(animated: true)
        let again = try #require(animator.context)
        // presented again from the scaled frame: that is the frame it had then
        #expect(again.finalFrame(for: root) == again.initialFrame(for: root))
    }

    /// A presenter that is presented itself: its view moves into the new container and
    /// leaves it; its own container stays, empty, and takes it back on dismissal.
    @Test func aPresentedPresenterGoesBackIntoItsOwnContainer() throws {
        let (engine, root, green, _, _, log) = try transitionSetUp(.fullScreen)
        let blue = Recorder(engine, "blue", log)
        try root.present(blue, animated: false)
        try blue.present(green, animated: true)
        #expect(engine.windowSubviewNames == ["container(blue)[]", "container(green)[blue, green]"])
        try engine.clock.advance(0.7)
        #expect(engine.windowSubviewNames == ["container(blue)[]", "container(green)[green]"])
        try green.dismiss(animated: true)
        try engine.clock.advance(0.7)
        #expect(engine.windowSubviewNames == ["container(blue)[blue]"])
        #expect(try blue.view.frame == full && blue.isAppeared)
    }

    @Test func withoutADelegateTheDefaultAnimatorRuns() throws {
        let (engine, root, log) = try rootedEngine()
        let green = Recorder(engine, "green", log)
        try root.present(green, animated: true, origin: "s.lua:1")
        #expect(engine.transitionsInFlight.count == 1)
        try engine.runUntilIdle()
        #expect(root.presentedViewController === green && engine.windowSubviewNames == ["container(green)[green]"])
        #expect(engine.timeline.map(\.description) == [
            "0.000000 present #1 green on root style=fullScreen animated=true at s.lua:1",
            "0.000000 begin #1 [green.center] duration=0.5 curve=easeInOut at s.lua:1",
            "0.500000 end #1 finished=true",
            "0.500000 completion #1 finished=true",
            "0.500000 present #1 completed",
        ])
    }

    /// The completion of an animated transition runs inside `completeTransition`, before
    /// `animationEnded` (UIKit's guide: "… call the completion handler … and call the
    /// animator object's own animationEnded: method").
    @Test func theCompletionRunsBeforeAnimationEnded() throws {
        let (engine, root, green, _, _, log) = try transitionSetUp()
        try root.present(green, animated: true) { log("completion") }
        try engine.clock.advance(0.7)
        #expect(log.entries.suffix(2) == ["completion", "animator.animationEnded(true)"])
    }
}
