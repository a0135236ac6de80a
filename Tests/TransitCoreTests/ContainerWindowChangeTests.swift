import Testing
@testable import TransitCore

/// A container's child transition — a push, a tab switch, `transition(from:to:…)` — during
/// which the container leaves or enters the window (the root swapped mid-push; hostile94).
/// The container's own appearance calls do not reach the children in flight, so the end of
/// the transition brings the child it shows to where its container now is: Apple's
/// `viewDidAppear` "notifies the view controller that its view was added to a view
/// hierarchy" — not told while the container is out of the window — and each `will` gets its
/// `did`. (Before: the pushed controller was told `viewDidAppear` out of the window, then
/// `viewWillAppear`/`viewDidAppear` again when its container came back with no disappearance
/// between; pushed off screen and put in mid-push, it was never told it appeared, but was
/// told it disappeared.)
@Suite struct ContainerWindowChangeTests {
    /// A navigation stack `a` on screen pushes `b` animated; the root is swapped 0.1 s in and
    /// the stack comes back after the push.
    @Test func aStackLeavesTheWindowMidPushAndComesBack() throws {
        let (engine, _, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        let nav = try NavigationController(engine: engine, rootViewController: a)
        try engine.window.setRootViewController(nav)
        try nav.push(b, animated: true)
        try engine.clock.advance(0.1)
        let other = Recorder(engine, "other", log)
        try engine.window.setRootViewController(other)
        try engine.clock.advance(1)
        #expect(!b.isAppeared && b.viewIfLoaded?.window == nil)
        try engine.window.setRootViewController(nav)
        #expect(b.isAppeared && b.viewIfLoaded?.window != nil)
        let theirs = log.entries.filter { $0.hasPrefix("b.view") && $0 != "b.viewDidLoad" }
        #expect(theirs == ["b.viewWillAppear", "b.viewDidAppear", "b.viewWillDisappear", "b.viewDidDisappear",
                           "b.viewWillAppear", "b.viewDidAppear"])
        #expect(!a.isAppeared)
    }

    /// A stack whose view is loaded but not in the window pushes animated, and becomes the
    /// root mid-push: the pushed controller is told it appears at the push's end.
    @Test func aStackEntersTheWindowMidPush() throws {
        let (engine, _, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        let nav = try NavigationController(engine: engine, rootViewController: a)
        _ = try nav.view
        try nav.push(b, animated: true)
        try engine.clock.advance(0.1)
        try engine.window.setRootViewController(nav)
        try engine.clock.advance(1)
        #expect(b.isAppeared && b.viewIfLoaded?.window != nil)
        try engine.window.setRootViewController(Recorder(engine, "other", log))
        let theirs = log.entries.filter { $0.hasPrefix("b.view") && $0 != "b.viewDidLoad" }
        #expect(theirs == ["b.viewWillAppear", "b.viewDidAppear", "b.viewWillDisappear", "b.viewDidDisappear"])
        #expect(!a.isAppeared && !b.isAppeared)
    }

    /// An animated tab switch during which the tab bar controller leaves the window.
    @Test func tabsLeaveTheWindowMidSwitch() throws {
        let (engine, _, log) = try rootedEngine()
        let x = Recorder(engine, "x", log), y = Recorder(engine, "y", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [x, y])
        try engine.window.setRootViewController(tabs)
        let delegate = TabBarTests.Delegate(log)
        let animator = TestAnimator(log, duration: 0.5)
        animator.onAnimate = { ctx in
            let to = try #require(ctx.view(forKey: .to))
            try ctx.containerView.addSubview(to)
            try ctx.engine.animate(duration: 0.5, animations: { try to.setAlpha(0.5) },
                                   completion: { _ in try ctx.completeTransition(true) })
        }
        delegate.animator = animator
        tabs.delegate = delegate
        try tabs.setSelectedIndex(1)
        try engine.clock.advance(0.1)
        #expect(tabs.isTransitioning)
        try engine.window.setRootViewController(Recorder(engine, "other", log))
        try engine.clock.advance(1)
        #expect(!y.isAppeared && !x.isAppeared)
        try engine.window.setRootViewController(tabs)
        let theirs = log.entries.filter { $0.hasPrefix("y.view") && $0 != "y.viewDidLoad" }
        #expect(theirs == ["y.viewWillAppear", "y.viewDidAppear", "y.viewWillDisappear", "y.viewDidDisappear",
                           "y.viewWillAppear", "y.viewDidAppear"])
    }

    /// `transition(from:to:…)` in a custom container that leaves the window mid-way (the
    /// leaving child's `viewWillDisappear` swaps the root, hostile94's reproducer).
    @Test func aCustomContainerLeavesTheWindowMidTransition() throws {
        let (engine, box, log) = try rootedEngine()
        let old = Recorder(engine, "old", log), new = Recorder(engine, "new", log)
        try box.addChild(old)
        try box.view.addSubview(old.view)
        try old.didMove(toParent: box)
        try box.addChild(new)
        try box.transition(from: old, to: new, duration: 0.25, animations: { }, completion: { _ in
            log("completion new.isAppeared=\(new.isAppeared)")
        })
        try engine.window.setRootViewController(Recorder(engine, "other", log))
        try engine.clock.advance(1)
        #expect(!new.isAppeared && !old.isAppeared)
        try engine.window.setRootViewController(box)
        #expect(new.isAppeared && new.viewIfLoaded?.window != nil)
        let theirs = log.entries.filter { $0.hasPrefix("new.view") && $0 != "new.viewDidLoad" }
        #expect(theirs == ["new.viewWillAppear", "new.viewDidAppear", "new.viewWillDisappear", "new.viewDidDisappear",
                           "new.viewWillAppear", "new.viewDidAppear"])
        #expect(log.entries.contains("completion new.isAppeared=false"))
    }

    /// A tab switch while the tab bar controller is being covered (an animated full-screen
    /// present from a tab, mid-way): the leaving tab, already told `viewWillDisappear` by the
    /// covering, gets its `viewDidDisappear` and no second `viewWillDisappear`; the arriving
    /// one, whose view goes in under the cover, is told nothing until the cover goes.
    /// (Before: home WA DA WD WD DD, other WA DA DD — a `will` twice, a `did` without its `will`.)
    @Test func aTabSwitchWhileTheTabsAreBeingCovered() throws {
        let (engine, _, log) = try rootedEngine()
        let home = Recorder(engine, "home", log), other = Recorder(engine, "other", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [home, other])
        try engine.window.setRootViewController(tabs)
        let detail = Recorder(engine, "detail", log)
        try home.present(detail, animated: true)
        try engine.clock.advance(0.1)
        try tabs.setSelectedIndex(1)
        try engine.runUntilIdle()
        #expect(!home.isAppeared && !other.isAppeared)
        try detail.dismiss(animated: false)
        try engine.runUntilIdle()
        #expect(other.isAppeared && !home.isAppeared)
        let homes = log.entries.filter { $0.hasPrefix("home.view") && $0 != "home.viewDidLoad" }
        let others = log.entries.filter { $0.hasPrefix("other.view") && $0 != "other.viewDidLoad" }
        #expect(homes == ["home.viewWillAppear", "home.viewDidAppear", "home.viewWillDisappear", "home.viewDidDisappear"])
        #expect(others == ["other.viewWillAppear", "other.viewDidAppear"])
    }

    /// A push while the stack is being covered: the same for a navigation controller.
    @Test func aPushWhileTheStackIsBeingCovered() throws {
        let (engine, _, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        let nav = try NavigationController(engine: engine, rootViewController: a)
        try engine.window.setRootViewController(nav)
        let detail = Recorder(engine, "detail", log)
        try nav.present(detail, animated: true)
        try engine.clock.advance(0.1)
        try nav.push(b, animated: false)
        try engine.runUntilIdle()
        #expect(!a.isAppeared && !b.isAppeared)
        try detail.dismiss(animated: false)
        try engine.runUntilIdle()
        let aa = log.entries.filter { $0.hasPrefix("a.view") && $0 != "a.viewDidLoad" }
        let bb = log.entries.filter { $0.hasPrefix("b.view") && $0 != "b.viewDidLoad" }
        #expect(aa == ["a.viewWillAppear", "a.viewDidAppear", "a.viewWillDisappear", "a.viewDidDisappear"])
        #expect(bb == ["b.viewWillAppear", "b.viewDidAppear"])
        #expect(b.isAppeared && !a.isAppeared)
    }

    /// A tab switch while the tab bar controller is being presented (animated, mid-way): the
    /// tab the presentation told `viewWillAppear` is told it disappears (a cancelled
    /// appearance), the new one appears with the tab bar controller.
    @Test func aTabSwitchWhileTheTabsAreBeingPresented() throws {
        let (engine, root, log) = try rootedEngine()
        let x = Recorder(engine, "x", log), y = Recorder(engine, "y", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [x, y])
        try root.present(tabs, animated: true)
        try engine.clock.advance(0.1)
        try tabs.setSelectedIndex(1)
        try engine.runUntilIdle()
        #expect(y.isAppeared && !x.isAppeared)
        let xs = log.entries.filter { $0.hasPrefix("x.view") && $0 != "x.viewDidLoad" }
        let ys = log.entries.filter { $0.hasPrefix("y.view") && $0 != "y.viewDidLoad" }
        #expect(xs == ["x.viewWillAppear", "x.viewWillDisappear", "x.viewDidDisappear"])
        #expect(ys == ["y.viewWillAppear", "y.viewDidAppear"])
    }
}
