import Testing
@testable import TransitCore

/// A controller with a fixed mask and autorotation, logging `viewWillTransition`.
final class Rotating: ViewController {
    var mask: InterfaceOrientationMask?
    var autorotates = true
    var log: [String] = []
    var onTransition: ((TransitionCoordinator) -> Void)?

    override func supportedInterfaceOrientations() throws -> InterfaceOrientationMask {
        try mask ?? super.supportedInterfaceOrientations()
    }
    override func shouldAutorotate() throws -> Bool { autorotates }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) throws {
        log.append("\(displayName) \(size) window \(engine.window.bounds.size)")
        onTransition?(coordinator)
    }
}

@Suite struct RotationTests {
    func world(_ screen: Screen = .iPhone15) throws -> (Engine, Rotating) {
        let engine = Engine(screen: screen)
        let root = Rotating(engine: engine)
        root.name = "root"
        try engine.window.setRootViewController(root)
        return (engine, root)
    }

    @Test func decisionsForEveryMaskAndAutorotation() throws {
        let masks: [InterfaceOrientationMask] = [.portrait, .landscape, .allButUpsideDown, .all, .landscapeRight]
        for mask in masks {
            for autorotates in [true, false] {
                for target in InterfaceOrientation.allCases where target != .portrait {
                    let (engine, root) = try world()
                    root.mask = mask
                    root.autorotates = autorotates
                    try engine.setDeviceOrientation(target)
                    // an iPhone 15 never turns upside down, whatever the mask (below)
                    let expected = autorotates && mask.allows(target) && target != .portraitUpsideDown ? target : .portrait
                    #expect(engine.interfaceOrientation == expected, "\(mask) \(autorotates) \(target)")
                    #expect(engine.deviceOrientation == target)
                }
            }
        }
    }

    @Test func defaultsDifferOnIPhoneAndIPad() throws {
        let (phone, _) = try world(.iPhone15)
        try phone.setDeviceOrientation(.portraitUpsideDown)
        #expect(phone.interfaceOrientation == .portrait)
        let (pad, _) = try world(.iPad)
        try pad.setDeviceOrientation(.portraitUpsideDown)
        #expect(pad.interfaceOrientation == .portraitUpsideDown)
        #expect(pad.window.bounds == Rect(0, 0, 820, 1180))
    }

    @Test func theTopMostFullScreenControllerDecides() throws {
        let (engine, root) = try world()
        root.mask = .portrait
        root.autorotates = false
        let full = Rotating(engine: engine)
        full.mask = .allButUpsideDown
        full.modalPresentationStyle = .overFullScreen
        try root.present(full, animated: false)
        let custom = Rotating(engine: engine)
        custom.modalPresentationStyle = .custom
        custom.mask = .portrait
        try full.present(custom, animated: false)
        #expect(engine.orientationController === full)
        try engine.setDeviceOrientation(.landscapeRight)
        #expect(engine.interfaceOrientation == .landscapeRight)
    }

    @Test func anEmptyMaskIsAnError() throws {
        let (engine, root) = try world()
        root.mask = []
        let error = #expect(throws: CoreError.self) { try engine.setDeviceOrientation(.landscapeLeft) }
        #expect(error?.message == "supportedInterfaceOrientations of <ViewController: root> allows no orientation (UIKit raises UIApplicationInvalidInterfaceOrientation)")
    }

    @Test func rotationSwapsBoundsAnimatesAndCallsTheCoordinator() throws {
        let (engine, root) = try world()
        var events: [String] = []
        root.onTransition = { [unowned engine] coordinator in      // the engine keeps root
            coordinator.animate(alongside: { _ in events.append("alongside \(engine.animations.transactions.count)") },
                                completion: { _ in events.append("completion \(engine.clock.now)") })
        }
        try engine.setDeviceOrientation(.landscapeRight)
        #expect(root.log == ["root Size(852, 393) window Size(393, 852)"])
        #expect(engine.window.bounds == Rect(0, 0, 852, 393))
        #expect(try root.view.frame == Rect(0, 0, 852, 393))
        #expect(events == ["alongside 1"])
        try engine.clock.advance(0.2)
        let mid = engine.window.presentation.bounds.size
        #expect(mid.width > 393 && mid.width < 852)
        try engine.clock.runUntilIdle()
        #expect(events.count == 2)
        #expect(try engine.clock.now == Clock.ticks(forSeconds: 0.4))
    }

    /// A profile change is a size change: the rotation's path at once — the controllers told
    /// first, the root view, a fullScreen presentation's container and view, and their
    /// autoresizing subviews following the window — with no animation block (docs/rotation.md).
    @Test func aProfileChangeResizesWhatFillsTheWindowAsARotationDoes() throws {
        let (engine, root) = try world()
        var events: [String] = []
        root.onTransition = { [unowned engine] coordinator in
            events.append("duration \(coordinator.transitionDuration)")
            coordinator.animate(alongside: { _ in events.append("alongside \(engine.window.bounds.size)") },
                                completion: { _ in events.append("completion") })
        }
        let stretchy = try View(engine: engine, frame: Rect(0, 0, 393, 100))
        stretchy.autoresizingMask = [.flexibleWidth]
        try root.view.addSubview(stretchy)
        try engine.setScreen(.iPad)
        #expect(root.log == ["root Size(820, 1180) window Size(393, 852)"])
        #expect(engine.window.bounds == Rect(0, 0, 820, 1180))
        #expect(try root.view.frame == Rect(0, 0, 820, 1180))
        #expect(stretchy.frame == Rect(0, 0, 820, 100))
        #expect(engine.runningAnimationCount == 0)
        #expect(try root.view.presentation.frame == Rect(0, 0, 820, 1180))   // at once
        #expect(events == ["duration 0.0", "alongside Size(820, 1180)"])
        try engine.clock.drainAsync()                      // the completions: a run-loop turn later
        #expect(events.last == "completion")
        #expect(engine.clock.now == 0)
        // the same size again calls nothing
        try engine.setScreen(.iPad)
        #expect(root.log.count == 1)

        // a fullScreen presentation's container and view follow too
        let shown = Rotating(engine: engine)
        shown.name = "shown"
        shown.modalPresentationStyle = .fullScreen
        try root.present(shown, animated: false)
        try engine.clock.runUntilIdle()
        try engine.setScreen(.iPhoneSE)
        #expect(shown.log == ["shown Size(375, 667) window Size(820, 1180)"])
        #expect(shown.modalPresentation?.containerView.frame == Rect(0, 0, 375, 667))
        #expect(try shown.view.frame == Rect(0, 0, 375, 667))
    }

    /// A half turn (allowed on iPad) takes twice as long as a quarter turn; the window keeps
    /// its size, so only what the alongside blocks change animates.
    /// A coordinator completion that throws loses none after it: the error comes out of the
    /// clock call that ran it, the later completions run once at the clock's next call, at the
    /// same time, each its own action (so a second failure is reported too) — a rotation's
    /// (the end of its animation) and a profile change's (a run-loop turn later). The third
    /// was lost: the completions were one loop that the first error left.
    @Test func aThrowingCoordinatorCompletionLosesNoneAfterIt() throws {
        for profileChange in [false, true] {
            let (engine, root) = try world()
            let log = Log()
            root.onTransition = { coordinator in
                for (name, fails) in [("a", false), ("b", true), ("c", true), ("d", false)] {
                    coordinator.animate(alongside: nil, completion: { _ in
                        log(name)
                        if fails { throw Boom(tag: name) }
                    })
                }
            }
            if profileChange { try engine.setScreen(.iPad) } else { try engine.setDeviceOrientation(.landscapeRight) }
            let end = profileChange ? 0 : try Clock.ticks(forSeconds: 0.4)
            #expect(throws: Boom(tag: "b")) { try engine.clock.runUntilIdle() }
            #expect(log.entries == ["a", "b"])
            #expect(throws: Boom(tag: "c")) { try engine.clock.runUntilIdle() }
            #expect(log.entries == ["a", "b", "c"])
            try engine.clock.runUntilIdle()
            #expect(log.entries == ["a", "b", "c", "d"])
            #expect(engine.clock.now == end)
            try engine.clock.advance(1)
            #expect(log.entries == ["a", "b", "c", "d"])      // none twice
        }
    }

    /// Alongside blocks that throw: all run, the first error comes out of the call that
    /// turned the device, each later one out of the clock's next call at the same time (only
    /// the first was kept).
    @Test func everyErrorOfARotationIsThrownOnce() throws {
        let (engine, root) = try world()
        let log = Log()
        root.onTransition = { coordinator in
            for name in ["a1", "a2", "a3"] {
                coordinator.animate(alongside: { _ in log(name); throw Boom(tag: name) })
            }
        }
        #expect(throws: Boom(tag: "a1")) { try engine.setDeviceOrientation(.landscapeRight) }
        #expect(throws: Boom(tag: "a2")) { try engine.clock.runUntilIdle() }
        #expect(engine.clock.now == 0)
        #expect(throws: Boom(tag: "a3")) { try engine.clock.runUntilIdle() }
        try engine.clock.runUntilIdle()
        #expect(log.entries == ["a1", "a2", "a3"])
        #expect(engine.interfaceOrientation == .landscapeRight)
    }

    @Test func aHalfTurnTakesTwiceAsLong() throws {
        let (pad, root) = try world(.iPad)
        var duration = 0.0
        root.onTransition = { duration = $0.transitionDuration }
        try pad.setDeviceOrientation(.portraitUpsideDown)
        #expect(duration == 0.8)
        #expect(pad.window.bounds == Rect(0, 0, 820, 1180))
    }

    /// UIKit also asks the device: Face ID iPhones refuse upside down even when the
    /// controller allows every orientation; the iPhone SE (home button) and the iPad turn.
    @Test func faceIDPhonesNeverTurnUpsideDown() throws {
        for (screen, turns) in [(Screen.iPhone15, false), (.iPhone15ProMax, false), (.iPhoneSE, true), (.iPad, true)] {
            let (engine, root) = try world(screen)
            root.mask = .all
            try engine.setDeviceOrientation(.portraitUpsideDown)
            #expect(engine.deviceOrientation == .portraitUpsideDown)
            #expect(engine.interfaceOrientation == (turns ? .portraitUpsideDown : .portrait), "\(screen)")
            #expect(root.log.count == (turns ? 1 : 0), "\(screen)")
        }
    }

    /// A navigation controller forwards the size change to the controller on screen, after
    /// its own; that controller's view (UIKit's default view: flexible width and height)
    /// follows the navigation controller's. The controller beneath hears nothing.
    @Test func aNavigationStackForwardsTheRotationToItsTopController() throws {
        let engine = Engine(screen: .iPhone15)
        var order: [String] = []
        let beneath = Rotating(engine: engine), top = Rotating(engine: engine)
        beneath.onTransition = { _ in order.append("beneath") }
        top.onTransition = { _ in order.append("top") }
        let nav = try NavigationController(engine: engine, rootViewController: beneath)
        try nav.push(top, animated: false)
        let root = Rotating(engine: engine)
        root.onTransition = { _ in order.append("root") }
        try engine.window.setRootViewController(root)
        try root.present(nav, animated: false)
        #expect(try top.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        try engine.setDeviceOrientation(.landscapeLeft)
        #expect(order == ["root", "top"])
        #expect(top.log == ["\(top.displayName) Size(852, 393) window Size(393, 852)"])
        #expect(try top.view.frame == Rect(0, 0, 852, 393))
        #expect(try nav.view.frame == Rect(0, 0, 852, 393))
    }

    @Test func safeAreasPerProfileAndOrientation() throws {
        let (phone, root) = try world(.iPhone15)
        #expect(try root.view.safeAreaInsets == EdgeInsets(59, 0, 34, 0))
        try phone.setDeviceOrientation(.landscapeLeft)
        #expect(try root.view.safeAreaInsets == EdgeInsets(0, 59, 21, 59))
        let inner = try View(engine: phone, frame: Rect(100, 0, 100, 100))
        try root.view.addSubview(inner)
        #expect(inner.safeAreaInsets == EdgeInsets(0, 0, 0, 0))
        let (pad, padRoot) = try world(.iPad)
        try pad.setDeviceOrientation(.landscapeLeft)
        #expect(pad.window.bounds == Rect(0, 0, 1180, 820))
        #expect(try padRoot.view.safeAreaInsets == EdgeInsets(24, 0, 20, 0))
    }
}
