import Testing
@testable import TransitCore

/// `PropertyAnimator` with a duration of 0, which UIKit accepts: the animations are at their
/// end at once, and the completions run (`.end`) one turn later, at the same time — as
/// `animate(0, …)`.
@Suite struct AnimatorZeroDurationTests {
    let engine = Engine()

    @Test func itIsAtItsEndAtOnceAndCompletesOnTheNextTurn() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let a = try PropertyAnimator(engine: engine, duration: 0, curve: .linear)
        #expect(a.duration == 0)
        var order: [String] = []
        try a.addAnimations { try v.setAlpha(0.5) }
        a.addCompletion { order.append("completion \($0.rawValue) at \(self.engine.clock.now)") }
        try a.startAnimation()
        order.append("started")
        #expect(a.state == .active && a.isRunning)
        #expect(v.alpha == 0.5 && v.presentation.alpha == 0.5 && a.fractionComplete == 1)
        try engine.clock.advance(0)                       // the next turn: no time passes
        #expect(order == ["started", "completion end at 0"])
        #expect(a.state == .inactive && !a.isRunning && v.presentation.alpha == 0.5)
    }

    @Test func aDelayHoldsTheStartValuesUntilItEnds() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let a = try PropertyAnimator(engine: engine, duration: 0, curve: .easeInOut)
        try a.addAnimations { try v.setCenter(Point(100, 5)) }
        var ended: [Int64] = []
        a.addCompletion { _ in ended.append(self.engine.clock.now) }
        try a.startAnimation(afterDelay: 0.5)
        try engine.clock.advance(0.25)
        #expect(v.presentation.center == Point(5, 5) && ended.isEmpty)
        try engine.clock.advance(0.25)
        #expect(v.presentation.center == Point(100, 5) && ended == [500_000])
    }

    @Test func negativeAndNonFiniteDurationsAreStillRefused() {
        for d in [-0.001, .nan, .infinity] {
            let error = coreError { _ = try PropertyAnimator(engine: engine, duration: d) }
            #expect(error?.kind == .invalidNumber)
            #expect(error?.message.hasPrefix("PropertyAnimator duration must be a finite, non-negative number of seconds (got ") == true)
        }
    }
}
