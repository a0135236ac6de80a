import Testing
@testable import TransitCore

/// `UIView.setAnimationRepeatCount(_:)` and `setAnimationRepeatAutoreverses(_:)` called inside
/// a block (Apple's pages: they set "the animations within an animation block", do "nothing if
/// called from outside of an animation block", and a count of 0 "is performed once without
/// repeating"; the `repeat` option repeats forever only without an explicit count).
@Suite struct SetAnimationRepeatCountTests {
    let engine = Engine()

    /// Date-Dots' `pulse(loop: false)`: `[.repeat, .autoreverse]` and a count of 1 set inside
    /// the block is one cycle — there and back over 2 × duration — then the model, and the
    /// completion once.
    @Test func aCountSetInsideARepeatBlockEndsIt() throws {
        let v = View(engine: engine)
        var done: [(Double, Bool)] = []
        try engine.animate(duration: 0.5, curve: .linear, options: [.repeat, .autoreverse],
                           animations: {
                               try engine.animations.setAnimationRepeatCount(1)
                               try v.setAlpha(0)
                           }, completion: { done.append((engine.clock.seconds, $0)) })
        try engine.clock.advance(0.25); expectClose(v.presentation.alpha, 0.5)   // there, half-way
        try engine.clock.advance(0.5); expectClose(v.presentation.alpha, 0.5)    // back, half-way
        try engine.clock.advance(0.25)
        #expect(done.count == 1 && done[0].0 == 1 && done[0].1)
        #expect(v.presentation.alpha == 0 && !v.isAnimating)
    }

    /// 0 is once; a fraction ends mid-run; outside a block, and inside
    /// `performWithoutAnimation`, the call does nothing.
    @Test func zeroIsOnceAndOutsideABlockNothing() throws {
        try engine.animations.setAnimationRepeatCount(3)                      // no block: nothing
        let v = View(engine: engine)
        var done: [Double] = []
        try engine.animate(duration: 1, curve: .linear, options: [.repeat], animations: {
            try engine.animations.setAnimationRepeatCount(0)
            try v.setAlpha(0)
        }, completion: { _ in done.append(engine.clock.seconds) })
        try engine.runUntilIdle()
        #expect(done == [1])
        let w = View(engine: engine)
        try engine.animate(duration: 1, curve: .linear, animations: {
            try engine.animations.setAnimationRepeatCount(1.5)
            try engine.performWithoutAnimation { try engine.animations.setAnimationRepeatCount(9) }
            try w.setAlpha(0)
        }, completion: { _ in done.append(engine.clock.seconds) })
        try engine.clock.advance(1.25); expectClose(w.presentation.alpha, 0.75)  // run 2, a quarter in
        try engine.runUntilIdle()
        #expect(done == [1, 2.5])
    }

    @Test func autoreversesSetInsideTheBlock() throws {
        let v = View(engine: engine)
        var done: [Double] = []
        try engine.animate(duration: 1, curve: .linear, animations: {
            try engine.animations.setAnimationRepeatAutoreverses(true)
            try v.setAlpha(0)
        }, completion: { _ in done.append(engine.clock.seconds) })
        try engine.clock.advance(1.5); expectClose(v.presentation.alpha, 0.5)    // on the way back
        try engine.runUntilIdle()
        #expect(done == [2] && v.presentation.alpha == 0)
    }

    @Test func aNegativeOrNaNCountIsRefused() throws {
        let v = View(engine: engine)
        for bad in [-1, Double.nan] {
            #expect(throws: CoreError.self) {
                try engine.animate(duration: 1, animations: {
                    try engine.animations.setAnimationRepeatCount(bad)
                    try v.setAlpha(0)
                })
            }
        }
        #expect(v.alpha == 1)                                   // the block stopped at the call
    }

    /// A keyframe block is an animation block: its count applies; a property animator's block
    /// is not one of `UIView`'s animation blocks, and the call leaves it alone.
    @Test func keyframesTakeItAndAPropertyAnimatorDoesNot() throws {
        let v = View(engine: engine)
        var done: [Double] = []
        try engine.animations.animateKeyframes(duration: 1, curve: .linear, animations: {
            try engine.animations.setAnimationRepeatCount(2)
            try engine.animations.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { try v.setAlpha(0) }
        }, completion: { _ in done.append(engine.clock.seconds) })
        try engine.clock.advance(1.25); expectClose(v.presentation.alpha, 0.75)  // run 2, a quarter in
        try engine.runUntilIdle()
        #expect(done == [2])
        let w = View(engine: engine)
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.addAnimations {
            try engine.animations.setAnimationRepeatCount(5)
            try w.setAlpha(0)
        }
        a.addCompletion { _ in done.append(engine.clock.seconds) }
        try a.startAnimation()
        try engine.runUntilIdle()
        #expect(done == [2, 3])                                // once: 1 s after it started at 2
    }

    /// A count of `Float.greatestFiniteMagnitude` or more repeats forever, as `repeatCount:`
    /// does (CAMediaTiming's `repeatCount`, UIKit's a `Float`): it was taken as a finite count
    /// whose runs overflow the clock, an error `repeatCount =` never gives (rev107).
    @Test func theLargestFloatIsForever() throws {
        for count in [Double(Float.greatestFiniteMagnitude), 1e300] {
            let v = View(engine: engine)
            var done: [Bool] = []
            try engine.animate(duration: 1, curve: .linear, animations: {
                try engine.animations.setAnimationRepeatCount(count)
                try v.setAlpha(0)
            }, completion: { done.append($0) })
            try engine.clock.advance(1000.5); expectClose(v.presentation.alpha, 0.5)   // still running
            #expect(done.isEmpty && v.isAnimating)
            engine.removeAllAnimations(of: v)
            try engine.runUntilIdle()
            #expect(done == [false])
        }
    }
}
