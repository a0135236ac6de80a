import Testing
@testable import TransitCore

/// A Current Context (or over-current-context) presentation over a tab stays with that tab
/// (UIKit: the presented controller appears "over first vc *inside* tabbed interface", and
/// switching to another tab and back shows it again — Matt Neuburg's
/// Programming-iOS-Book-Examples, bk2ch06p270modalPresentationContext): a switch away hides it
/// with the tab, a switch back shows it, a dismissal while the tab is unselected leaves the
/// tab's view out of the window, and every `did` follows its `will`, once.
@Suite struct TabContextPresentationTests {
    /// Tabs "a" and "b" at the window's root, "a" defining the context, and "p" presented over
    /// "a" with `style` — the log cleared.
    func setUp(_ style: ModalPresentationStyle) throws -> (Engine, TabBarController, Recorder, Recorder, Recorder, Log) {
        let engine = Engine()
        let log = Log()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log), p = Recorder(engine, "p", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [a, b])
        tabs.name = "tabs"
        try engine.window.setRootViewController(tabs)
        try tabs.view.name = "tabs"
        a.definesPresentationContext = true
        p.modalPresentationStyle = style
        try a.present(p, animated: false)
        try engine.runUntilIdle()
        #expect(p.presentingViewController === a)
        log.entries.removeAll()
        return (engine, tabs, a, b, p, log)
    }

    @Test func aSwitchAwayHidesACurrentContextPresentationWithItsTabAndBackShowsIt() throws {
        let (engine, tabs, a, b, p, log) = try setUp(.currentContext)
        #expect(engine.windowSubviewNames == ["tabs", "container(p)[p]"])
        try tabs.setSelectedIndex(1)
        // "a" disappeared when covered: not told again; "p" goes with its tab
        #expect(log.entries == ["b.viewDidLoad", "p.viewWillDisappear", "b.viewWillAppear",
                                "p.viewDidDisappear", "b.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["tabs"])
        #expect(try p.view.window == nil && a.view.window == nil && b.view.window === engine.window)
        log.entries.removeAll()
        try tabs.setSelectedIndex(0)
        #expect(log.entries == ["b.viewWillDisappear", "p.viewWillAppear", "b.viewDidDisappear", "p.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["tabs", "container(p)[p]"])
        #expect(try a.view.window == nil && p.view.window === engine.window)
        #expect(p.presentingViewController === a && a.presentedViewController === p)
    }

    @Test func aDismissalWhileTheTabIsUnselectedLeavesItsViewOutOfTheWindow() throws {
        let (engine, tabs, a, b, p, log) = try setUp(.currentContext)
        try tabs.setSelectedIndex(1)
        log.entries.removeAll()
        try p.dismiss(animated: false)
        try engine.runUntilIdle()
        #expect(log.entries == [])                         // neither is on screen
        #expect(try a.view.window == nil && a.view.superview == nil)
        #expect(try b.view.window === engine.window)
        #expect(engine.windowSubviewNames == ["tabs"])
        try tabs.setSelectedIndex(0)
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        #expect(try a.view.superview === tabs.transitionView)
    }

    /// rev96b: the tab selected again while its hidden presentation's animated dismissal ran
    /// showed nothing — neither tab's view in the window, the tab never told it appears (the
    /// dismissal, begun hidden, left the presenter's view out; the switch, seeing it still
    /// presented, showed neither). Nothing of a hidden presentation is on screen to animate:
    /// it goes at once, and the tab comes back whole.
    @Test func aTabSelectedDuringItsHiddenPresentationsAnimatedDismissalComesBackWhole() throws {
        let (engine, tabs, a, b, p, log) = try setUp(.currentContext)
        try tabs.setSelectedIndex(1)
        var completed = 0
        try p.dismiss(animated: true) { completed += 1 }
        try engine.clock.advance(0.1)
        log.entries.removeAll()
        try tabs.setSelectedIndex(0)
        try engine.clock.advance(1)
        try engine.runUntilIdle()
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        #expect(try a.view.window === engine.window && b.view.window == nil)
        #expect(engine.windowSubviewNames == ["tabs"])
        #expect(completed == 1 && a.presentedViewController == nil && p.presentingViewController == nil)
    }

    /// left98: a switch away while the tab's presentation was visibly being dismissed left the
    /// old tab told `viewDidAppear` after its `viewDidDisappear` (the dismissal's end came after
    /// the switch's) and its view in the window beside the new tab's. The dismissal ends at
    /// once when its tab leaves, as a hidden presentation's dismissal is at once: what the
    /// switch takes off the screen has nothing left to animate. Every controller's calls
    /// alternate, the window shows the new tab alone, the completion runs once.
    @Test func aSwitchAwayDuringAVisibleAnimatedDismissalEndsItFirst() throws {
        for style in [ModalPresentationStyle.currentContext, .overCurrentContext] {
            let (engine, tabs, a, b, p, log) = try setUp(style)
            var completed = 0
            try p.dismiss(animated: true) { completed += 1 }
            try engine.clock.advance(0.1)
            try tabs.setSelectedIndex(1)
            #expect(completed == 1 && a.presentedViewController == nil && p.presentingViewController == nil)
            try engine.clock.advance(1)
            try engine.runUntilIdle()
            let begin = style == .currentContext ? ["p.viewWillDisappear", "a.viewWillAppear"] : ["p.viewWillDisappear"]
            let end = style == .currentContext ? ["a.viewDidAppear", "p.viewDidDisappear"] : ["p.viewDidDisappear"]
            #expect(log.entries == begin + end + ["b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear",
                                                  "a.viewDidDisappear", "b.viewDidAppear"])
            #expect(engine.windowSubviewNames == ["tabs"])
            #expect(try a.view.window == nil && b.view.window === engine.window && p.view.window == nil)
            #expect(completed == 1)
            log.entries.removeAll()
            try tabs.setSelectedIndex(0)
            #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
            #expect(try a.view.superview === tabs.transitionView && b.view.window == nil)
            #expect(engine.windowSubviewNames == ["tabs"])
        }
    }

    /// The same for a presentation over the tab still animating in when the tab leaves: it
    /// ends at once, presented, and goes with its tab; a switch back shows it.
    @Test func aSwitchAwayDuringAnAnimatedPresentationEndsItFirst() throws {
        for style in [ModalPresentationStyle.currentContext, .overCurrentContext] {
            let (engine, tabs, a, b, p, log) = try setUp(style)
            try p.dismiss(animated: false)
            try engine.runUntilIdle()
            log.entries.removeAll()
            var completed = 0
            try a.present(p, animated: true) { completed += 1 }
            try engine.clock.advance(0.1)
            try tabs.setSelectedIndex(1)
            #expect(completed == 1 && a.presentedViewController === p)
            try engine.clock.advance(1)
            try engine.runUntilIdle()
            let begin = style == .currentContext ? ["a.viewWillDisappear", "p.viewWillAppear"] : ["p.viewWillAppear"]
            let end = style == .currentContext ? ["p.viewDidAppear", "a.viewDidDisappear"] : ["p.viewDidAppear"]
            let leave = style == .currentContext ? ["p.viewWillDisappear"] : ["p.viewWillDisappear", "a.viewWillDisappear"]
            let gone = style == .currentContext ? ["p.viewDidDisappear"] : ["p.viewDidDisappear", "a.viewDidDisappear"]
            #expect(log.entries == begin + end + ["b.viewDidLoad"] + leave + ["b.viewWillAppear"] + gone + ["b.viewDidAppear"])
            #expect(engine.windowSubviewNames == ["tabs"])
            #expect(try a.view.window == nil && b.view.window === engine.window && p.view.window == nil)
            log.entries.removeAll()
            try tabs.setSelectedIndex(0)
            #expect(engine.windowSubviewNames == ["tabs", "container(p)[p]"])
            #expect(completed == 1)
        }
    }

    /// The same when a full-screen presentation over the tab bar controller covers the tab
    /// during the dismissal (left98): the tab was told `viewWillDisappear` between the
    /// dismissal's `viewWillAppear` and `viewDidAppear`, then `viewDidAppear` while leaving.
    @Test func aCoverOverTheTabBarControllerDuringAnAnimatedDismissalEndsItFirst() throws {
        let (engine, tabs, a, _, p, log) = try setUp(.currentContext)
        var completed = 0
        try p.dismiss(animated: true) { completed += 1 }
        try engine.clock.advance(0.1)
        let q = Recorder(engine, "q", log)
        try tabs.present(q, animated: true)
        #expect(completed == 1 && a.presentedViewController == nil)
        try engine.clock.advance(1)
        try engine.runUntilIdle()
        #expect(log.entries == ["p.viewWillDisappear", "a.viewWillAppear", "q.viewDidLoad", "a.viewDidAppear",
                                "p.viewDidDisappear", "a.viewWillDisappear", "q.viewWillAppear", "q.viewDidAppear",
                                "a.viewDidDisappear"])
        #expect(engine.windowSubviewNames == ["container(q)[q]"])
        log.entries.removeAll()
        try q.dismiss(animated: false)
        try engine.runUntilIdle()
        #expect(log.entries == ["q.viewWillDisappear", "a.viewWillAppear", "a.viewDidAppear", "q.viewDidDisappear"])
        #expect(engine.windowSubviewNames == ["tabs"])
        #expect(try a.view.window === engine.window)
    }

    /// left98: a rotation while the presentation is hidden with its tab, then a switch back,
    /// left the presented view 852×310 (its portrait height less the width gained: the
    /// container resized with the old layout of the tab), where one on screen during the
    /// rotation ends 852×323 — the landscape content area above the bar (393 − 49 − 21).
    /// UIKit lays a container out when it is shown again, and the presented view of a context
    /// presentation takes the context's frame: both paths end where the context's view is.
    @Test func aRotationWhileThePresentationIsHiddenLaysItOutWhenShown() throws {
        for style in [ModalPresentationStyle.currentContext, .overCurrentContext] {
            var ends: [Rect] = []
            for hidden in [false, true] {
                let (e, tabs, _, _, p, _) = try setUp(style)
                if hidden { try tabs.setSelectedIndex(1) }
                try e.setDeviceOrientation(.landscapeLeft)
                try e.runUntilIdle()
                if hidden { try tabs.setSelectedIndex(0) }
                try e.runUntilIdle()
                let content = tabs.transitionView?.frame
                #expect(content == Rect(0, 0, 852, 323))
                ends.append(try p.view.frame)
            }
            #expect(ends == [Rect(0, 0, 852, 323), Rect(0, 0, 852, 323)], "\(style)")
        }
    }

    /// The tab bar stays tappable under a context presentation over a tab: in UIKit the
    /// presented view sits over the context's view inside the tab bar controller, and Matt
    /// Neuburg's bk2ch06p270modalPresentationContext switches tabs by tapping the bar while it
    /// is up. rev96b: the presentation's container, over the whole window, took the tap.
    @Test func theTabBarTakesATapWhileAContextPresentationIsUp() throws {
        for style in [ModalPresentationStyle.currentContext, .overCurrentContext] {
            let (engine, tabs, _, _, p, _) = try setUp(style)
            let inPresented = try engine.window.hitTest(Point(196, 400))
            #expect(try inPresented?.isDescendant(of: p.view) == true)
            _ = try engine.window.tap(at: Point(x: 300, y: 790))      // tab "b"'s item
            try engine.runUntilIdle()
            #expect(tabs.selectedIndex == 1)
            #expect(engine.windowSubviewNames == ["tabs"])
        }
    }

    @Test func anOverCurrentContextPresentationGoesWithItsTabAndTheTabOnce() throws {
        let (engine, tabs, a, _, p, log) = try setUp(.overCurrentContext)
        try tabs.setSelectedIndex(1)
        #expect(log.entries == ["b.viewDidLoad", "p.viewWillDisappear", "a.viewWillDisappear", "b.viewWillAppear",
                                "p.viewDidDisappear", "a.viewDidDisappear", "b.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["tabs"])
        log.entries.removeAll()
        try tabs.setSelectedIndex(0)
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "p.viewWillAppear",
                                "b.viewDidDisappear", "a.viewDidAppear", "p.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["tabs", "container(p)[p]"])
        #expect(try a.view.window === engine.window && p.view.window === engine.window)
        // away again, then dismissed unseen: the tab comes back alone
        try tabs.setSelectedIndex(1)
        try p.dismiss(animated: false)
        try engine.runUntilIdle()
        log.entries.removeAll()
        try tabs.setSelectedIndex(0)
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["tabs"])
    }

    /// A full-screen presentation over the tab bar controller covers the tab's presentation
    /// with it: the covered tab is not told it disappears a second time, the presented one is,
    /// and both come back as they were when the cover goes.
    @Test func aCoverOverTheTabBarControllerTakesThePresentationWithIt() throws {
        let (engine, tabs, _, _, _, log) = try setUp(.currentContext)
        let q = Recorder(engine, "q", log)
        try tabs.present(q, animated: false)
        try engine.runUntilIdle()
        #expect(log.entries == ["q.viewDidLoad", "p.viewWillDisappear", "q.viewWillAppear",
                                "q.viewDidAppear", "p.viewDidDisappear"])
        #expect(engine.windowSubviewNames == ["container(q)[q]"])
        log.entries.removeAll()
        try q.dismiss(animated: false)
        try engine.runUntilIdle()
        #expect(log.entries == ["q.viewWillDisappear", "p.viewWillAppear", "p.viewDidAppear", "q.viewDidDisappear"])
        #expect(engine.windowSubviewNames == ["tabs", "container(p)[p]"])
    }

    /// A tap through the delegate and a change of the tabs take the same way as a write of
    /// `selectedIndex`.
    @Test func aTapAndSetViewControllersHideThePresentationToo() throws {
        let (engine, tabs, a, b, p, log) = try setUp(.currentContext)
        try tabs.userSelect(1)
        #expect(log.entries == ["b.viewDidLoad", "p.viewWillDisappear", "b.viewWillAppear",
                                "p.viewDidDisappear", "b.viewDidAppear"])
        try tabs.userSelect(0)
        log.entries.removeAll()
        try tabs.setViewControllers([b], animated: false)
        #expect(log.entries == ["p.viewWillDisappear", "b.viewWillAppear", "p.viewDidDisappear", "b.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["tabs"])
        #expect(try a.view.window == nil)
        _ = p
    }

    /// An animated switch: the presentation leaves as the switch begins and comes back when the
    /// switch back completes; the covered tab's view is withheld from the animator
    /// (`view(forKey:)` nil: "nil if the animator should not manipulate the associated view
    /// controller's view", UIKit) and stays out of the window.
    @Test func anAnimatedSwitchHidesAndShowsThePresentation() throws {
        let (engine, tabs, a, b, _, log) = try setUp(.currentContext)
        let delegate = TabBarTests.Delegate(log)
        let animator = TestAnimator(log, duration: 0.3)
        var views: [String] = []
        animator.onBegin = { ctx in
            views.append([TransitionContext.Key.from, .to].map { ctx.view(forKey: $0)?.displayName ?? "nil" }.joined(separator: ","))
        }
        delegate.animator = animator
        tabs.delegate = delegate
        try tabs.setSelectedIndex(1)
        #expect(engine.windowSubviewNames == ["tabs"])
        try engine.clock.advance(0.5)
        #expect(log.entries.filter { $0.hasPrefix("p.") || $0.hasPrefix("a.") } == ["p.viewWillDisappear", "p.viewDidDisappear"])
        log.entries.removeAll()
        try tabs.setSelectedIndex(0)
        #expect(engine.windowSubviewNames == ["tabs"])
        try engine.clock.advance(0.5)
        #expect(log.entries.filter { !$0.hasPrefix("animat") } ==
                ["b.viewWillDisappear", "p.viewWillAppear", "b.viewDidDisappear", "p.viewDidAppear"])
        #expect(engine.windowSubviewNames == ["tabs", "container(p)[p]"])
        #expect(try a.view.window == nil && b.view.window == nil)
        #expect(views == ["nil,b", "b,nil"])
    }
}

/// A present while the tab bar delegate's animator runs a switch: refused with a warning, as
/// UIKit refuses a present while a presentation is in progress (Apple documents nothing for a
/// tab switch; rev96: the present cut the switch short). The switch ends as its animator
/// says, every callback told once; the refused present's completion is not called (UIKit's
/// refused present calls none).
@Suite struct PresentDuringTabSwitchTests {
    /// Tabs "a" and "b" at the root, a switch to "b" under way through a 0.5-second animator,
    /// 0.2 seconds in.
    func switching() throws -> (Engine, TabBarController, [Recorder], Log) {
        let engine = Engine()
        let log = Log()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [a, b])
        tabs.name = "tabs"
        try engine.window.setRootViewController(tabs)
        let delegate = TabBarTests.Delegate(log)
        let animator = TestAnimator(log, duration: 0.5)
        animator.onAnimate = { [unowned engine] ctx in      // a fade of the new tab in, 0.5 s
            let to = ctx.view(forKey: .to)!
            try to.setAlpha(0)
            try ctx.containerView.addSubview(to)
            _ = try engine.animate(duration: 0.5, animations: { try to.setAlpha(1) }) { finished in
                log("finished=\(finished)")
                try ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        delegate.animator = animator
        tabs.delegate = delegate
        a.keeps = delegate
        try engine.runUntilIdle()
        log.entries.removeAll()
        try tabs.setSelectedIndex(1)
        try engine.clock.advance(0.2)
        return (engine, tabs, [a, b], log)
    }

    @Test func aFullScreenPresentDuringAnAnimatedSwitchIsRefusedAndTheSwitchEndsWhole() throws {
        let (engine, tabs, children, log) = try switching()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.message) }
        let q = Recorder(engine, "q", log)
        var completed = false
        try children[1].present(q, animated: true) { completed = true }
        #expect(warnings == ["Attempt to present <ViewController: q> on <TabBarController: tabs> while a tab switch is in progress!"])
        #expect(tabs.presentedViewController == nil && tabs.isTransitioning)
        try engine.clock.advance(0.5)
        try engine.runUntilIdle()
        #expect(log.entries.filter { !$0.hasPrefix("animationController") } ==
                ["b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "animator.transitionDuration",
                 "animator.animateTransition", "finished=true", "a.viewDidDisappear", "b.viewDidAppear",
                 "animator.animationEnded(true)"])
        #expect(!completed && !tabs.isTransitioning && tabs.selectedIndex == 1)
        #expect(try children[1].view.window === engine.window)
    }

    @Test func aCurrentContextPresentDuringAnAnimatedSwitchIsRefusedToo() throws {
        let (engine, tabs, children, log) = try switching()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.message) }
        children[1].definesPresentationContext = true
        let q = Recorder(engine, "q", log)
        q.modalPresentationStyle = .currentContext
        try children[1].present(q, animated: false)
        #expect(warnings == ["Attempt to present <ViewController: q> on <ViewController: b> while a tab switch is in progress!"])
        #expect(children[1].presentedViewController == nil)
        try engine.clock.advance(0.5)
        try engine.runUntilIdle()
        #expect(log.entries.contains("finished=true") && log.entries.contains("animator.animationEnded(true)"))
        #expect(!log.entries.contains("q.viewDidLoad"))
        #expect(!tabs.isTransitioning && tabs.selectedIndex == 1)
        // after the switch the same present goes through
        try children[1].present(q, animated: false)
        #expect(q.presentingViewController === children[1])
    }
}
