import Testing
@testable import TransitCore

/// What a property animator leaves in the model when it ends. Its blocks write the model when
/// they run, and geometry animations add up (`addAnimations(_:delayFactor:)`: "the changes
/// from each animator are added together"), so an animator that runs to its end leaves the
/// last value written — a later block's, a direct set's, another animation's — and
/// `finishAnimation(at: .end)` after a stop sets "the values you specified in your animation
/// blocks" (`UIViewAnimatingPosition.end`), the later block's where two changed one property
/// (docs/animation.md, "Property animators"). Razeware's LockSearch `toggleShowMore`, tapped
/// twice, adds a block setting a widget's height back while the first still runs
/// (scripts/examples/outside/show_more.lua).
@Suite struct AnimatorEndModelTests {
    let engine = Engine()

    func view() throws -> View {
        try View(engine: engine, frame: Rect(0, 0, 100, 130))
    }

    /// An animator growing `v` to 230 over 1 s, linearly, run to 0.4 s.
    func growing(_ v: View) throws -> PropertyAnimator {
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.addAnimations { try v.setFrame(Rect(0, 0, 100, 230)) }
        try a.startAnimation()
        try engine.clock.advance(0.4)
        return a
    }

    @Test func aBlockAddedWhileRunningLeavesItsValueAtTheEnd() throws {
        let v = try view()
        let a = try growing(v)
        try a.addAnimations { try v.setFrame(Rect(0, 0, 100, 130)) }
        try engine.clock.advance(0.3)
        // 130 + the first block's −100 × (1 − 0.7) + the second's +100 × (1 − 0.3 / 0.6)
        expectClose(v.presentation.frame.height, 150, 1e-9)
        try engine.clock.advance(0.3)
        #expect(a.state == .inactive)
        #expect(v.frame.height == 130)                       // was 230: the first block's, last
        #expect(v.presentation.frame.height == 130)
    }

    @Test func finishingAtTheEndSetsTheLaterBlocksValueAndAtTheStartTheFirstsBefore() throws {
        for (position, height) in [(PropertyAnimator.Position.end, 160.0), (.start, 130), (.current, 165)] {
            let v = try view()
            let a = try growing(v)
            try a.addAnimations { try v.setFrame(Rect(0, 0, 100, 200)) }
            try a.addAnimations { try v.setFrame(Rect(0, 0, 100, 160)) }
            try engine.clock.advance(0.3)
            try a.stopAnimation(false)
            // 160 + (130 − 230)(1 − 0.7) + (230 − 200)(1 − 0.5) + (200 − 160)(1 − 0.5): on screen
            expectClose(v.frame.height, 165, 1e-9)
            try a.finishAnimation(at: position)
            expectClose(v.frame.height, height, 1e-9)
        }
    }

    @Test func aValueSetDirectlyWhileRunningStays() throws {
        let v = try view()
        let a = try growing(v)
        try v.setFrame(Rect(0, 0, 100, 300))
        expectClose(v.presentation.frame.height, 240, 1e-9)  // 300 − 100 × 0.6
        try engine.clock.advance(1)
        #expect(a.state == .inactive)
        #expect(v.frame.height == 300 && v.presentation.frame.height == 300)
    }

    @Test func aLaterAnimationsValueStays() throws {
        let v = try view()
        let a = try growing(v)
        _ = try engine.animate(duration: 0.2, curve: .linear, animations: { try v.setFrame(Rect(0, 0, 100, 300)) })
        try engine.clock.advance(1)
        #expect(a.state == .inactive)
        #expect(v.frame.height == 300 && v.presentation.frame.height == 300)
    }

    @Test func reversedToItsStartItStillGoesBackToTheFirstBlocksBefore() throws {
        let v = try view()
        let a = try growing(v)
        try a.addAnimations { try v.setFrame(Rect(0, 0, 100, 150)) }
        try a.setReversed(true)
        try engine.clock.advance(1)
        #expect(a.state == .inactive)
        #expect(v.frame.height == 130)
    }

    /// A replaced property (alpha) two blocks set: the later block begins from what is on
    /// screen (0.6 at 0.4 s), yet the start is the first block's "before", 1 — after a stop
    /// and when reversed to its start (it was 0.6 until review111: the first block's change
    /// counted as replaced by another animation). One replaced by `animate` keeps the rule
    /// that the animator leaves that property alone.
    @Test func aReplacedPropertyTwoBlocksSetGoesBackToTheFirstBlocksBefore() throws {
        for reversed in [false, true] {
            let v = try view()
            let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
            try a.addAnimations { try v.setAlpha(0) }
            try a.startAnimation()
            try engine.clock.advance(0.4)
            try a.addAnimations { try v.setAlpha(0.5) }
            try engine.clock.advance(0.2)
            if reversed {
                try a.setReversed(true)
                try engine.clock.advance(1)
                #expect(a.state == .inactive)
            } else {
                try a.stopAnimation(false)
                try a.finishAnimation(at: .start)
            }
            #expect(v.alpha == 1 && v.presentation.alpha == 1, "reversed \(reversed): \(v.alpha)")
        }
        let v = try view()
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.addAnimations { try v.setAlpha(0) }
        try a.startAnimation()
        try engine.clock.advance(0.4)
        _ = try engine.animate(duration: 0.1, curve: .linear, animations: { try v.setAlpha(0.5) })
        try engine.clock.advance(0.3)
        try a.stopAnimation(false)
        try a.finishAnimation(at: .start)
        #expect(v.alpha == 0.5)
    }
}
