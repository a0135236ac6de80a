import Testing
@testable import TransitCore

/// A root controller whose `viewWillTransition` runs a throwing hook, the number of times it
/// is called kept, logging the size and the window's bounds then.
private final class Reentrant: ViewController {
    var log: [String] = []
    var hook: ((Int) throws -> Void)?

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) throws {
        log.append("\(size) window \(engine.window.bounds.size) \(coordinator.transitionDuration) s")
        try hook?(log.count)
    }
}

/// The device turned, or another profile asked for, while a size change tells the controllers
/// (docs/rotation.md, "Turning during a turn"): the interface follows the newest orientation
/// once the change is over, so at rest the device, the interface and the window agree; a
/// profile change is refused.
@Suite struct RotationReentryTests {
    private func world(_ screen: Screen = .iPhone15) throws -> (Engine, Reentrant) {
        let engine = Engine(screen: screen)
        let root = Reentrant(engine: engine)
        try engine.window.setRootViewController(root)
        return (engine, root)
    }

    /// The device turns back inside the rotation's `viewWillTransition`: the interface turned
    /// to landscape and stayed there (the nested call saw the interface still portrait).
    @Test func theInterfaceFollowsADeviceTurnedBackDuringTheRotation() throws {
        let (engine, root) = try world()
        root.hook = { [unowned engine] n in if n == 1 { try engine.setDeviceOrientation(.portrait) } }
        try engine.setDeviceOrientation(.landscapeLeft)
        #expect(root.log == ["Size(852, 393) window Size(393, 852) 0.4 s", "Size(393, 852) window Size(852, 393) 0.4 s"])
        try engine.clock.runUntilIdle()
        #expect(engine.deviceOrientation == .portrait)
        #expect(engine.interfaceOrientation == .portrait)
        #expect(engine.window.bounds == Rect(0, 0, 393, 852))
        #expect(engine.screenBounds == Rect(0, 0, 393, 852))
        #expect(try root.view.frame == Rect(0, 0, 393, 852))
    }

    /// Two turns during one rotation: only the newest is applied, once (a half turn, 0.8 s).
    @Test func theNewestOrientationWins() throws {
        let (engine, root) = try world()
        root.hook = { [unowned engine] n in
            if n == 1 {
                try engine.setDeviceOrientation(.portrait)
                try engine.setDeviceOrientation(.landscapeRight)
            }
        }
        try engine.setDeviceOrientation(.landscapeLeft)
        #expect(root.log == ["Size(852, 393) window Size(393, 852) 0.4 s", "Size(852, 393) window Size(852, 393) 0.8 s"])
        try engine.clock.runUntilIdle()
        #expect(engine.interfaceOrientation == .landscapeRight)
        #expect(engine.window.bounds == Rect(0, 0, 852, 393))
        #expect(root.log.count == 2)
    }

    /// The outer rotation's hook throws after turning the device: the turn still follows, the
    /// first error comes out of the call that turned the device, the second turn's own error
    /// out of the clock's next call — each once.
    @Test func aThrowingHookStillLetsTheInterfaceFollow() throws {
        let (engine, root) = try world()
        root.hook = { [unowned engine] n in
            if n == 1 { try engine.setDeviceOrientation(.portrait) }
            throw Boom(tag: "hook \(n)")
        }
        #expect(throws: Boom(tag: "hook 1")) { try engine.setDeviceOrientation(.landscapeLeft) }
        #expect(engine.interfaceOrientation == .portrait)
        #expect(engine.window.bounds == Rect(0, 0, 393, 852))
        #expect(throws: Boom(tag: "hook 2")) { try engine.clock.runUntilIdle() }
        try engine.clock.runUntilIdle()
        #expect(root.log.count == 2)
    }

    /// A device turned during a profile change: the interface turns once the window has the
    /// new profile's size. It stayed portrait with the device in landscape (the profile
    /// change's own orientation, taken before, overwrote the nested rotation's).
    @Test func aDeviceTurnedDuringAProfileChangeIsFollowed() throws {
        let (engine, root) = try world()
        root.hook = { [unowned engine] n in if n == 1 { try engine.setDeviceOrientation(.landscapeLeft) } }
        try engine.setScreen(.iPad)
        #expect(root.log == ["Size(820, 1180) window Size(393, 852) 0.0 s", "Size(1180, 820) window Size(820, 1180) 0.4 s"])
        try engine.clock.runUntilIdle()
        #expect(engine.interfaceOrientation == .landscapeLeft)
        #expect(engine.window.bounds == Rect(0, 0, 1180, 820))
    }

    /// A turn the deciding controller does not allow is not followed, and a device that was
    /// already elsewhere before a profile change stays unfollowed by it (no
    /// `attemptRotationToDeviceOrientation`, docs/rotation.md).
    @Test func onlyAnAllowedTurnDuringTheChangeIsFollowed() throws {
        let (engine, root) = try world()
        root.hook = { [unowned engine] n in if n == 1 { try engine.setDeviceOrientation(.portraitUpsideDown) } }
        try engine.setDeviceOrientation(.landscapeLeft)
        #expect(engine.deviceOrientation == .portraitUpsideDown)     // an iPhone 15 does not turn so
        #expect(engine.interfaceOrientation == .landscapeLeft)
        #expect(root.log.count == 1)
        try engine.setScreen(.iPhoneSE)
        #expect(engine.interfaceOrientation == .landscapeLeft)
        #expect(root.log.count == 2)
    }

    /// Another profile inside a size change's hook is refused with an error saying so; the
    /// same profile is a no-op as ever. The refusal does not stop the change: the window
    /// ends the size the outer change chose. (It recursed until the stack ran out.)
    @Test func anotherProfileDuringASizeChangeIsRefused() throws {
        for rotation in [true, false] {
            let (engine, root) = try world()
            root.hook = { [unowned engine] _ in
                try engine.setScreen(engine.screen)
                try engine.setScreen(.iPhoneSE)
            }
            let running = rotation ? "a rotation" : "a profile change"
            let expected = "cannot change device.profile during \(running) (its viewWillTransition, alongside blocks and layout)"
            do {
                if rotation { try engine.setDeviceOrientation(.landscapeLeft) } else { try engine.setScreen(.iPad) }
                Issue.record("no error")
            } catch let error as CoreError {
                #expect(error.message == expected)
            }
            #expect(engine.screen == (rotation ? .iPhone15 : .iPad))
            #expect(engine.window.bounds == (rotation ? Rect(0, 0, 852, 393) : Rect(0, 0, 820, 1180)))
            #expect(root.log.count == 1)
        }
    }
}
