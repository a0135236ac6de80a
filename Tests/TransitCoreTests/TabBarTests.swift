import Testing
@testable import TransitCore

/// TabBarController (docs/controllers.md, "Tab bars"), against UIKit's reference: the bar's
/// geometry, the appearance order of a switch, `shouldSelect`/`didSelect` for taps only,
/// `setViewControllers`' reselection rule, the errors, and a delegate's animator — frames,
/// completion and cancellation — with and without a percent-driven interaction.
@Suite struct TabBarTests {
    final class Delegate: TabBarControllerDelegate {
        let log: Log
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        var allows = true
        init(_ log: Log) { self.log = log }
        func shouldSelect(_ controller: ViewController) throws -> Bool {
            log("shouldSelect \(controller.displayName)")
            return allows
        }
        func didSelect(_ controller: ViewController) throws { log("didSelect \(controller.displayName)") }
        func animationController(from: ViewController, to: ViewController) throws -> (any AnimatedTransitioning)? {
            log("animationController \(from.displayName)->\(to.displayName)")
            return animator
        }
        func interactionController(for animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? {
            interaction
        }
    }

    /// A window (iPhone 15, 393 × 852, bottom safe area 34) whose root is a tab bar
    /// controller "tabs" of `names`, the log cleared.
    func setUp(_ names: [String] = ["a", "b"]) throws -> (Engine, TabBarController, [Recorder], Log) {
        let engine = Engine()
        let log = Log()
        let children = names.map { Recorder(engine, $0, log) }
        let tabs = try TabBarController(engine: engine, viewControllers: children)
        tabs.name = "tabs"
        try engine.window.setRootViewController(tabs)
        try engine.runUntilIdle()
        log.entries.removeAll()
        return (engine, tabs, children, log)
    }

    /// 49 points of bar above the 34-point home-indicator inset: the bar is 83 high at the
    /// bottom of 852, the content the 769 above it, and the items share the width.
    @Test func theBarSitsAboveTheBottomSafeAreaAndTheContentFillsTheRest() throws {
        let (engine, tabs, children, _) = try setUp()
        #expect(engine.screen.name == "iPhone 15")
        #expect(tabs.tabBarView?.frame == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(tabs.transitionView?.frame == Rect(x: 0, y: 0, width: 393, height: 769))
        #expect(try children[0].view.frame == Rect(x: 0, y: 0, width: 393, height: 769))
        #expect(try children[0].view.superview === tabs.transitionView)
        #expect(tabs.tabBarView?.subviews.map(\.frame) == [Rect(x: 0, y: 0, width: 196.5, height: 49),
                                                           Rect(x: 196.5, y: 0, width: 196.5, height: 49)])
    }

    @Test func theFirstChildIsSelectedAndAppearsWithTheTabBarController() throws {
        let engine = Engine()
        let log = Log()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [a, b])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        try engine.window.setRootViewController(tabs)
        #expect(log.entries == ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        #expect(!b.isViewLoaded)
        #expect(a.tabBarController === tabs && b.tabBarController === tabs)
    }

    /// UIKit's `tabBarController` answers for a controller whose ancestor is a tab.
    @Test func aControllerInANavigationStackThatIsATabAnswersTheTabBarController() throws {
        let engine = Engine()
        let log = Log()
        let top = Recorder(engine, "top", log)
        let nav = try NavigationController(engine: engine, rootViewController: top)
        let tabs = try TabBarController(engine: engine, viewControllers: [nav])
        #expect(top.tabBarController === tabs && nav.tabBarController === tabs)
    }

    /// A write of `selectedIndex` switches with UIKit's appearance order and asks the delegate
    /// for an animator, but neither `shouldSelect` nor `didSelect` (taps only).
    @Test func aProgrammaticSelectionCallsTheLifeCycleButNotShouldOrDidSelect() throws {
        let (engine, tabs, children, log) = try setUp()
        let delegate = Delegate(log)
        tabs.delegate = delegate
        try tabs.setSelectedIndex(1)
        #expect(engine.transitionsInFlight.isEmpty)          // no animator: nothing in flight
        #expect(log.entries == ["b.viewDidLoad", "animationController a->b", "a.viewWillDisappear", "b.viewWillAppear",
                                "a.viewDidDisappear", "b.viewDidAppear"])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === children[1])
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["b"])
        log.entries.removeAll()
        try tabs.setSelectedViewController(children[1])      // already selected: nothing
        #expect(log.entries.isEmpty)
    }

    /// A tap asks `shouldSelect`, switches, then tells `didSelect`; a tap on the selected tab
    /// tells `didSelect` again ("regardless of whether the selected view controller changed");
    /// `shouldSelect` false keeps the tab.
    @Test func aTapOnATabAsksShouldSelectThenTellsDidSelect() throws {
        let (engine, tabs, _, log) = try setUp()
        let delegate = Delegate(log)
        tabs.delegate = delegate
        delegate.allows = false
        _ = try engine.window.tap(at: Point(x: 300, y: 790))
        #expect(log.entries == ["shouldSelect b"])
        #expect(tabs.selectedIndex == 0)
        log.entries.removeAll()
        delegate.allows = true
        _ = try engine.window.tap(at: Point(x: 300, y: 790))
        #expect(log.entries == ["shouldSelect b", "b.viewDidLoad", "animationController a->b", "a.viewWillDisappear",
                                "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear", "didSelect b"])
        log.entries.removeAll()
        _ = try engine.window.tap(at: Point(x: 300, y: 790))
        #expect(log.entries == ["shouldSelect b", "didSelect b"])
        #expect(tabs.selectedIndex == 1)
    }

    /// Apple's `setViewControllers` rule: the selected controller if still there, else the
    /// same index if valid, else index 0.
    @Test func newViewControllersReselectByObjectThenIndexThenZero() throws {
        let (engine, tabs, children, log) = try setUp(["a", "b", "c"])
        try tabs.setSelectedIndex(2)
        let d = Recorder(engine, "d", log)
        try tabs.setViewControllers([d, children[2]], animated: false)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === children[2])
        #expect(children[0].tabBarController == nil && children[2].tabBarController === tabs)
        let e = Recorder(engine, "e", log), f = Recorder(engine, "f", log), g = Recorder(engine, "g", log)
        log.entries.removeAll()
        try tabs.setViewControllers([e, f, g], animated: false)
        #expect(tabs.selectedViewController === f)
        #expect(log.entries == ["f.viewDidLoad", "c.viewWillDisappear", "f.viewWillAppear", "c.viewDidDisappear", "f.viewDidAppear"])
        let h = Recorder(engine, "h", log)
        try tabs.setViewControllers([h], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === h)
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["h"])
        #expect(tabs.tabBarView?.subviews.map(\.displayName) == ["tab h"])
    }

    @Test func selectingOutsideTheChildrenOrAdoptingAnotherParentsChildThrows() throws {
        let (engine, tabs, _, log) = try setUp()
        #expect(throws: CoreError(.invalidArgument,
                                  "Attempting to select a view controller that isn't a child! (index 2 of 2 in <TabBarController: tabs>)")) {
            try tabs.setSelectedIndex(2)
        }
        let stranger = Recorder(engine, "stranger", log)
        #expect(throws: CoreError(.invalidArgument,
                                  "Attempting to select a view controller that isn't a child! <ViewController: stranger> in <TabBarController: tabs>")) {
            try tabs.setSelectedViewController(stranger)
        }
        let nav = try NavigationController(engine: engine, rootViewController: stranger)
        nav.name = "nav"
        #expect(throws: CoreError(.invalidPresentation,
                                  "viewControllers: <ViewController: stranger> has a parent view controller <NavigationController: nav>")) {
            try tabs.setViewControllers([stranger], animated: false)
        }
        #expect(tabs.selectedIndex == 0 && tabs.viewControllers.count == 2)
    }

    /// The animator's context: the transition view as container, the tabs as from and to,
    /// the content frame as the leaving view's initial frame and the arriving view's final
    /// one (`.zero` for the others, as a push's); the new tab is selected while it runs.
    @Test func aDelegatesAnimatorGetsTheTransitionViewAndTheContentFrames() throws {
        let (engine, tabs, children, log) = try setUp()
        let delegate = Delegate(log)
        let animator = TestAnimator(log, duration: 0.5)
        var seen: [String] = []
        animator.onBegin = { ctx in
            let content = Rect(x: 0, y: 0, width: 393, height: 769)
            seen = ["\(ctx.containerView === tabs.transitionView)",
                    ctx.viewController(forKey: .from)?.displayName ?? "-", ctx.viewController(forKey: .to)?.displayName ?? "-",
                    "\(ctx.initialFrame(for: children[0]) == content)", "\(ctx.finalFrame(for: children[1]) == content)",
                    "\(ctx.initialFrame(for: children[1]) == .zero)", "\(ctx.finalFrame(for: children[0]) == .zero)",
                    "\(tabs.selectedIndex ?? -1)", "\(ctx.view(forKey: .from)?.superview === ctx.containerView)"]
        }
        delegate.animator = animator
        tabs.delegate = delegate
        try tabs.setSelectedIndex(1)
        #expect(seen == ["true", "a", "b", "true", "true", "true", "true", "1", "true"])
        #expect(tabs.isTransitioning)
        try engine.runUntilIdle()
        #expect(log.entries == ["b.viewDidLoad", "animationController a->b", "a.viewWillDisappear", "b.viewWillAppear",
                                "animator.transitionDuration", "animator.animateTransition",
                                "a.viewDidDisappear", "b.viewDidAppear", "animator.animationEnded(true)"])
        #expect(!tabs.isTransitioning && tabs.selectedIndex == 1)
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["b"])
    }

    /// A selection while a switch runs is ignored with a warning (the views, the selection
    /// and the bar must agree); a tab's controller cannot be pushed or become the root.
    @Test func aSelectionDuringASwitchWarnsAndATabHasAParent() throws {
        let (engine, tabs, children, log) = try setUp(["a", "b", "c"])
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.message) }
        let delegate = Delegate(log)
        delegate.animator = TestAnimator(log, duration: 0.5)
        tabs.delegate = delegate
        try tabs.setSelectedIndex(1)
        try tabs.setSelectedIndex(2)
        #expect(warnings == ["Attempt to select <ViewController: c> in <TabBarController: tabs> while a tab switch is in progress!"])
        #expect(tabs.selectedIndex == 1)
        try engine.runUntilIdle()
        #expect(tabs.selectedIndex == 1 && !tabs.isTransitioning)
        let nav = try NavigationController(engine: engine, rootViewController: Recorder(engine, "top", log))
        #expect(throws: CoreError(.invalidPresentation,
                                  "Pushing a controller that has a parent view controller is not supported (<ViewController: a> is a tab of <TabBarController: tabs>)")) {
            try nav.push(children[0], animated: false)
        }
        #expect(throws: CoreError.self) { try engine.window.setRootViewController(children[0]) }
        #expect(engine.window.rootViewController === tabs)
    }

    /// `completeTransition(false)` keeps the old tab: selected again, its view back in the
    /// container at the content frame, the new one's out; the appearance calls reversed as a
    /// cancelled pop's.
    @Test func aCancelledSwitchKeepsTheOldTabSelected() throws {
        let (engine, tabs, children, log) = try setUp()
        let delegate = Delegate(log)
        let animator = TestAnimator(log, duration: 0.5)
        animator.onAnimate = { ctx in
            try ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            _ = try engine.animate(duration: 0.5, animations: {}) { _ in try ctx.completeTransition(false) }
        }
        delegate.animator = animator
        tabs.delegate = delegate
        try tabs.setSelectedIndex(1)
        log.entries.removeAll()
        try engine.runUntilIdle()
        #expect(log.entries == ["b.viewWillDisappear", "b.viewDidDisappear", "a.viewWillAppear", "a.viewDidAppear",
                                "animator.animationEnded(false)"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["a"])
        #expect(try children[0].view.frame == Rect(x: 0, y: 0, width: 393, height: 769))
    }

    /// A percent-driven interaction holds the animator's animation: a cancel at half way ends
    /// the switch cancelled (the old tab selected), a finish completes it.
    @Test func aPercentDrivenSwitchCancelsOrFinishes() throws {
        let (engine, tabs, children, log) = try setUp()
        let delegate = Delegate(log)
        var interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let animator = TestAnimator(log, duration: 0.5)
        animator.onAnimate = { ctx in
            let to = ctx.view(forKey: .to)!, from = ctx.view(forKey: .from)!
            try to.setFrame(ctx.finalFrame(for: ctx.viewController(forKey: .to)!).offsetBy(dx: 393, dy: 0))
            try ctx.containerView.addSubview(to)
            _ = try engine.animate(duration: 0.5, curve: .linear, animations: {
                try to.setFrame(ctx.finalFrame(for: ctx.viewController(forKey: .to)!))
                try from.setFrame(ctx.initialFrame(for: ctx.viewController(forKey: .from)!).offsetBy(dx: -393, dy: 0))
            }) { _ in try ctx.completeTransition(!ctx.transitionWasCancelled) }
        }
        delegate.animator = animator
        tabs.delegate = delegate
        try tabs.setSelectedIndex(1)
        try interaction.update(0.5)
        #expect(try children[1].view.presentation.frame.minX == 196.5)
        try interaction.cancel()
        try engine.runUntilIdle()
        #expect(tabs.selectedIndex == 0 && !tabs.isTransitioning)
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["a"])
        interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        try tabs.setSelectedIndex(1)
        try interaction.update(0.25)
        try interaction.finish()
        try engine.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["b"])
        #expect(try children[1].view.frame == Rect(x: 0, y: 0, width: 393, height: 769))
    }
}
