import Testing
@testable import TransitCore

/// `engine.transition(from:to:…)`: `UIView.transition(from:to:duration:options:completion:)`
/// with the cross-dissolve (docs/animation.md, "View transitions"). The Lua spec
/// scripts/spec/view_transition_spec.lua checks the alphas against an independent curve.
@Suite struct ViewTransitionTests {
    private func scene() throws -> (Engine, View, View, View) {
        let engine = Engine()
        let parent = try View(engine: engine, frame: Rect(0, 0, 200, 100))
        let a = try View(engine: engine, frame: Rect(0, 0, 200, 100))
        let b = try View(engine: engine, frame: Rect(0, 0, 200, 100))
        let other = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(parent)
        try parent.addSubview(a)
        try parent.addSubview(other)
        return (engine, parent, a, b)
    }

    @Test func theArrivingViewGoesOnTopAndFadesInWhileTheLeavingOneStaysUntilTheEnd() throws {
        let (engine, parent, a, b) = try scene()
        var calls: [Bool] = []
        try engine.transition(from: a, to: b, duration: 0.5, transition: .crossDissolve) { calls.append($0) }
        #expect(parent.subviews.last === b && b.alpha == 1)
        try engine.clock.advance(0.125)
        expectClose(engine.presentation(of: b).alpha, TimingCurve.easeInOut.value(at: 0.25))
        #expect(a.superview === parent && engine.presentation(of: a).alpha == 1 && calls.isEmpty)
        try engine.clock.advance(0.375)
        #expect(calls == [true] && a.superview == nil && parent.subviews.count == 2)
    }

    @Test func showHideKeepsBothAndHidesTheLeavingViewAtTheEnd() throws {
        let (engine, parent, a, b) = try scene()
        b.isHidden = true
        try parent.insertSubview(b, at: 0)
        try engine.transition(from: a, to: b, duration: 0.5, transition: .crossDissolve, showsHides: true)
        #expect(!b.isHidden && !a.isHidden && parent.subviews.first === b)
        try engine.clock.advance(0.5)
        #expect(a.isHidden && a.superview === parent && b.superview === parent)
    }

    @Test func whatItRefuses() throws {
        let (engine, _, a, b) = try scene()
        #expect(throws: CoreError.self) { try engine.transition(from: a, to: b, duration: 1, transition: .flipFromLeft) }
        #expect(throws: CoreError.self) { try engine.transition(from: a, to: a, duration: 1, transition: .crossDissolve) }
        #expect(throws: CoreError.self) {
            try engine.transition(from: a, to: b, duration: 1, transition: .crossDissolve, showsHides: true)
        }
        a.removeFromSuperview()
        #expect(throws: CoreError.self) { try engine.transition(from: a, to: b, duration: 1, transition: .crossDissolve) }
        #expect(b.superview == nil)
    }
}
