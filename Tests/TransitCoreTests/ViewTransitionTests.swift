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
        #expect(throws: CoreError.self) { try engine.transition(from: a, to: b, duration: 1, transition: .curlUp) }
        #expect(throws: CoreError.self) { try engine.transition(from: a, to: a, duration: 1, transition: .crossDissolve) }
        #expect(throws: CoreError.self) {
            try engine.transition(from: a, to: b, duration: 1, transition: .crossDissolve, showsHides: true)
        }
        a.removeFromSuperview()
        #expect(throws: CoreError.self) { try engine.transition(from: a, to: b, duration: 1, transition: .crossDissolve) }
        #expect(b.superview == nil)
    }

    /// Back and forth before the first dissolve ends (a second tab tap, DataSampler's tabs):
    /// UIKit takes `from` out at the call (its hierarchy change is `transition(with:)`'s
    /// animations block, run at once), so a → b then b → a ends with a. The first one's end
    /// must not take out the view the second one brought back.
    @Test func aViewBroughtBackBeforeTheEndIsNotTakenOutByTheFirstTransition() throws {
        let (engine, parent, a, b) = try scene()
        try engine.transition(from: a, to: b, duration: 0.4, transition: .crossDissolve)
        try engine.clock.advance(0.1)
        try engine.transition(from: b, to: a, duration: 0.4, transition: .crossDissolve)
        try engine.clock.advance(1)
        #expect(a.superview === parent && b.superview == nil)
        #expect(parent.subviews.last === a && parent.subviews.count == 2)
    }

    @Test func showHideBackAndForthEndsWithTheViewShownLast() throws {
        let (engine, parent, a, b) = try scene()
        b.isHidden = true
        try parent.insertSubview(b, at: 0)
        try engine.transition(from: a, to: b, duration: 0.4, transition: .crossDissolve, showsHides: true)
        try engine.clock.advance(0.1)
        try engine.transition(from: b, to: a, duration: 0.4, transition: .crossDissolve, showsHides: true)
        try engine.clock.advance(1)
        #expect(!a.isHidden && b.isHidden)
    }

    /// A from-view the script moved elsewhere during the dissolve stays where it was put:
    /// the end takes it out of the superview it left, not out of its new one.
    @Test func aFromViewMovedDuringTheDissolveStaysInItsNewSuperview() throws {
        let (engine, _, a, b) = try scene()
        let elsewhere = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(elsewhere)
        try engine.transition(from: a, to: b, duration: 0.4, transition: .crossDissolve)
        try engine.clock.advance(0.1)
        try elsewhere.addSubview(a)
        try engine.clock.advance(1)
        #expect(a.superview === elsewhere)
    }

    /// A refused duration changes nothing: `to` is not left in the superview at alpha 0.
    @Test(arguments: [Double.nan, .infinity, 1e300])
    func aRefusedDurationLeavesTheHierarchyAsItWas(duration: Double) throws {
        let (engine, parent, a, b) = try scene()
        #expect(throws: CoreError.self) {
            try engine.transition(from: a, to: b, duration: duration, transition: .crossDissolve)
        }
        #expect(b.superview == nil && b.alpha == 1 && a.superview === parent && parent.subviews.count == 2)
    }
}
