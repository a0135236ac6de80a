import Testing
@testable import TransitCore

/// `engine.transition(with:…)`: `UIView.transition(with:duration:options:animations:completion:)`
/// with the cross-dissolve (docs/animation.md, "View transitions"). The Lua spec
/// scripts/spec/view_transition_with_spec.lua checks the alphas against an independent curve.
@Suite struct ContainerTransitionTests {
    private func scene() throws -> (Engine, View, View) {
        let engine = Engine()
        let container = try View(engine: engine, frame: Rect(20, 40, 200, 100))
        container.name = "box"
        let child = try View(engine: engine, frame: Rect(10, 10, 50, 20))
        try engine.window.addSubview(container)
        try container.addSubview(child)
        try engine.clock.advance(0)
        return (engine, container, child)
    }

    @Test func theChangesLandAtOnceUnderTheOldLookFadingOut() throws {
        let (engine, container, child) = try scene()
        var calls: [Bool] = []
        try engine.transition(with: container, duration: 0.4, transition: .crossDissolve, animations: {
            try child.setFrame(Rect(100, 50, 80, 40))
        }) { calls.append($0) }
        #expect(engine.presentation(of: child).frame == Rect(100, 50, 80, 40))   // no animation of its own
        #expect(container.subviews.count == 2)
        let old = try #require(container.subviews.last)
        #expect(old.name == "snapshot(box)" && old.frame == Rect(0, 0, 200, 100))
        #expect(old.subviews.first?.frame == Rect(10, 10, 50, 20))               // the look before
        try engine.clock.advance(0.1)
        expectClose(engine.presentation(of: old).alpha, 1 - TimingCurve.easeInOut.value(at: 0.25))
        #expect(calls.isEmpty)
        try engine.clock.advance(0.3)
        #expect(calls == [true] && old.superview == nil && container.subviews.count == 1)
    }

    /// The overlay is no content of the container: adding it runs no `layoutSubviews`.
    @Test func theOverlayMarksNoLayout() throws {
        let (engine, container, _) = try scene()
        try container.layoutIfNeeded()
        #expect(!container.needsLayout)
        try engine.transition(with: container, duration: 1, transition: .crossDissolve, animations: nil)
        #expect(!container.needsLayout && container.subviews.count == 2)
    }

    @Test func theOverlayTakesNoAlphaOrShadowOfTheContainer() throws {
        let (engine, container, _) = try scene()
        try container.setAlpha(0.5)
        try container.layer.setShadowOpacity(0.8)
        try engine.transition(with: container, duration: 1, transition: .crossDissolve, animations: nil)
        let old = try #require(container.subviews.last)
        #expect(engine.presentation(of: old).alpha == 1 && old.layer.shadowOpacity == 0)
    }

    @Test func theOldLookStaysInFrontOfWhatIsAddedMeanwhile() throws {
        let (engine, container, child) = try scene()
        try engine.transition(with: container, duration: 1, transition: .crossDissolve, animations: nil)
        let old = try #require(container.subviews.last)
        let late = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try container.addSubview(late)
        #expect(container.subviews.map(ObjectIdentifier.init) == [child, late, old].map(ObjectIdentifier.init))
        try container.insertSubview(View(engine: engine, frame: .zero), at: 9)
        container.bringSubviewToFront(child)
        #expect(container.subviews.last === old && container.subviews.count == 4)
        try engine.clock.advance(1)
        try container.addSubview(View(engine: engine, frame: .zero))
        #expect(container.subviews.count == 4 && old.superview == nil)
    }

    @Test func aZeroDurationChangesAtOnceWithoutAnOverlay() throws {
        let (engine, container, child) = try scene()
        var calls: [Bool] = []
        try engine.transition(with: container, duration: 0, transition: .crossDissolve, animations: {
            try child.setAlpha(0.25)
        }) { calls.append($0) }
        #expect(container.subviews.count == 1 && child.alpha == 0.25 && calls.isEmpty)
        try engine.clock.advance(0)
        #expect(calls == [true])
    }

    /// left100: a 0-duration transition of a container whose transition runs left the first's
    /// old look fading over the change "made without animations" (Apple). Core Animation keeps
    /// one transition per layer, a new one replacing the old (docs/animation.md): the 0-second
    /// one replaces it too — the old look leaves at once, the first's completion runs one turn
    /// later with false, and the 0-second one's with true.
    @Test func aZeroDurationTransitionCutsTheRunningOne() throws {
        let (engine, container, child) = try scene()
        var calls: [String] = []
        try engine.transition(with: container, duration: 1, transition: .crossDissolve, animations: {
            try child.setFrame(Rect(100, 50, 80, 40))
        }) { calls.append("first \($0)") }
        try engine.clock.advance(0.2)
        try engine.transition(with: container, duration: 0, transition: .crossDissolve, animations: {
            try child.setAlpha(0.5)
        }) { calls.append("second \($0)") }
        #expect(container.subviews.count == 1 && container.subviews.first === child)    // the old look is gone
        #expect(engine.presentation(of: child).alpha == 0.5)
        try engine.clock.advance(0.1)
        #expect(calls == ["first false", "second true"])
        try engine.clock.advance(1)
        #expect(calls == ["first false", "second true"])
    }

    @Test(arguments: [Double.nan, .infinity, 1e300])
    func aRefusedCallRunsNoBlock(duration: Double) throws {
        let (engine, container, _) = try scene()
        var ran = false
        #expect(throws: CoreError.self) {
            try engine.transition(with: container, duration: duration, transition: .crossDissolve, animations: { ran = true })
        }
        #expect(throws: CoreError.self) {
            try engine.transition(with: container, duration: 1, transition: .curlUp, animations: { ran = true })
        }
        #expect(!ran && container.subviews.count == 1)
    }
}
