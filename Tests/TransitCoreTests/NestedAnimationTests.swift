import Testing
@testable import TransitCore

/// UIKit's nested animation blocks (docs/animation.md, "Nested blocks"): a block opened in
/// another's animations runs with the outer block's duration, delay, curve and options
/// unless its `overrideInherited…` options say otherwise. Alpha goes 1 → 0.2 throughout, so
/// on a linear curve it is 1 − 0.8 · (elapsed / duration).
@Suite struct NestedAnimationTests {
    let engine = Engine()

    private func view(_ name: String = "v") throws -> View {
        let v = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        v.name = name
        try engine.window.addSubview(v)
        return v
    }

    private var events: [String] { engine.timeline.map(\.description) }

    @Test func theInnerBlockRunsWithTheOuterDurationAndCurve() throws {
        let v = try view()
        try engine.animate(duration: 2, curve: .linear, origin: "outer") {
            try engine.animate(duration: 0.5, origin: "inner") { try v.setAlpha(0.2) }
        }
        #expect(events == ["0.000000 begin #1 [v.alpha] duration=2 curve=linear at inner",
                           "0.000000 begin #2 [] duration=2 curve=linear at outer"])
        try engine.clock.advance(0.5)                              // its own 0.5 s would be over
        expectClose(v.presentation.alpha, 1 - 0.8 * 0.25)
        try engine.clock.advance(1)
        expectClose(v.presentation.alpha, 1 - 0.8 * 0.75)
        try engine.clock.advance(0.5)
        #expect(events.last == "2.000000 end #1 finished=true")
    }

    @Test func overrideInheritedDurationKeepsItsOwnTimeButTakesTheCurve() throws {
        let v = try view()
        try engine.animate(duration: 2, delay: 1, curve: .linear) {
            try engine.animate(duration: 0.5, options: .overrideInheritedDuration) { try v.setAlpha(0.2) }
        }
        #expect(events.first == "0.000000 begin #1 [v.alpha] duration=0.5 curve=linear")
        try engine.clock.advance(0.25)                             // its own delay: none
        expectClose(v.presentation.alpha, 1 - 0.8 * 0.5)
    }

    @Test func overrideInheritedCurveKeepsItsOwnCurveButTakesTheTime() throws {
        let v = try view()
        try engine.animate(duration: 2, curve: .linear) {
            try engine.animate(duration: 0.5, curve: .custom(name: "square") { $0 * $0 },
                               options: .overrideInheritedCurve) { try v.setAlpha(0.2) }
        }
        #expect(events.first == "0.000000 begin #1 [v.alpha] duration=2 curve=square")
        try engine.clock.advance(1)                                // half of 2 s, squared
        expectClose(v.presentation.alpha, 1 - 0.8 * 0.25)
    }

    @Test func theInnerBlockStartsWithTheOuterOneAfterItsDelay() throws {
        let v = try view()
        try engine.animate(duration: 2, delay: 1, curve: .linear) {
            try engine.animate(duration: 0.5, delay: 0.25) { try v.setAlpha(0.2) }
        }
        #expect(events.first == "0.000000 begin #1 [v.alpha] duration=2 delay=1 curve=linear")
        try engine.clock.advance(1)
        expectClose(v.presentation.alpha, 1)
        try engine.clock.advance(1)
        expectClose(v.presentation.alpha, 1 - 0.8 * 0.5)
    }

    @Test func optionsAndRepeatCountAreInheritedUnlessOverridden() throws {
        let a = try view("a"), b = try view("b")
        try engine.animate(duration: 1, curve: .linear, options: [.autoreverse, .allowUserInteraction], repeatCount: 2) {
            try engine.animate(duration: 1, options: .beginFromCurrentState) { try a.setAlpha(0.2) }
            try engine.animate(duration: 1, options: .overrideInheritedOptions) { try b.setAlpha(0.2) }
        }
        #expect(Array(events.prefix(2)) == [
            "0.000000 begin #1 [a.alpha] duration=1 curve=linear repeat=2 autoreverse",
            "0.000000 begin #2 [b.alpha] duration=1 curve=linear",
        ])
        #expect(engine.allowsUserInteraction(a))
        #expect(!engine.allowsUserInteraction(b))
        try engine.clock.advance(1.5)                              // back half-way in the first run
        expectClose(a.presentation.alpha, 1 - 0.8 * 0.5)
        expectClose(b.presentation.alpha, 0.2)
    }

    @Test func anInnerSpringGivesWayToTheOuterCurveUnlessItOverridesIt() throws {
        let a = try view("a"), b = try view("b")
        let spring = TimingCurve.spring(try Spring(mass: 1, stiffness: 100, damping: 20))
        try engine.animate(duration: 2, curve: .linear) {
            try engine.animate(curve: spring) { try a.setAlpha(0.2) }
            try engine.animate(curve: spring, options: [.overrideInheritedCurve, .overrideInheritedDuration]) {
                try b.setAlpha(0.2)
            }
        }
        #expect(events[0] == "0.000000 begin #1 [a.alpha] duration=2 curve=linear")
        #expect(events[1] == "0.000000 begin #2 [b.alpha] duration=\(formatNumber(spring.naturalDuration!)) curve=\(spring.name)")
    }

    /// A keyframe block is a block like any other here: "If this key is not present, the
    /// animation inherits the curve of the in-flight animation, if any" (Apple,
    /// `UIView.AnimationOptions.overrideInheritedCurve`), and `KeyframeAnimationOptions` have
    /// no such key, so a nested keyframe block always takes the outer curve. Wrapping keyframe
    /// blocks in a `.curveLinear` block is the known way to make them linear (Stack Overflow,
    /// "Understanding animateKeyframes relative start times/delays", mirrored at
    /// exchangetuts.com/understanding-animatekeyframes-relative-start-timesdelays-1640980444151843).
    /// Its own easeInOut put alpha at 1 − 0.8·easeInOut(¼) = 0.8967 at 0.5 s.
    @Test func aNestedKeyframeBlockTakesTheTimeAndTheCurve() throws {
        let v = try view()
        try engine.animate(duration: 2, curve: .linear) {
            try engine.animateKeyframes(duration: 0.5) { try v.setAlpha(0.2) }
        }
        #expect(events.first == "0.000000 begin #1 [v.alpha] duration=2 curve=keyframes(linear, linear)")
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 1 - 0.8 * 0.25)
    }

    /// Except in the paced modes, which ignore every curve (Core Animation ignores
    /// `timingFunction` there: docs/animation.md, "Keyframes"), an inherited one too.
    @Test func aNestedPacedKeyframeBlockStaysLinear() throws {
        let v = try view()
        try engine.animate(duration: 2, curve: .easeIn) {
            try engine.animateKeyframes(duration: 0.5, calculationMode: .paced) { try v.setAlpha(0.2) }
        }
        #expect(events.first == "0.000000 begin #1 [v.alpha] duration=2 curve=keyframes(paced, linear)")
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 1 - 0.8 * 0.25)
    }

    @Test func blocksAfterTheOuterOneClosesOrWithoutAnimationInheritNothing() throws {
        let v = try view()
        try engine.animate(duration: 2, curve: .linear) {
            try engine.performWithoutAnimation {
                try engine.animate(duration: 0.5) { try v.setAlpha(0.5) }
            }
        }
        try engine.animate(duration: 0.5) { try v.setAlpha(0.2) }
        #expect(events.contains("0.000000 begin #3 [v.alpha] duration=0.5 curve=easeInOut"))
    }

    @Test func aBlockNestedInAnAnimatorsAnimationsTakesItsDurationAndCurve() throws {
        let v = try view()
        let animator = try PropertyAnimator(engine: engine, duration: 2, curve: .linear)
        try animator.addAnimations {
            try engine.animate(duration: 0.5) { try v.setAlpha(0.2) }
        }
        try animator.startAnimation()
        #expect(events.first == "0.000000 begin #2 [v.alpha] duration=2 curve=linear")
    }

    /// `addAnimations` on a running animator: the block runs the remaining
    /// `(1 − fractionComplete) × duration`, less `delayFactor` of it as a delay, and ends with
    /// the animator; the timeline records that, and a block nested in it inherits it.
    @Test func animationsAddedToARunningAnimatorRecordTheTimeTheyRun() throws {
        let v = try view(), w = try view("w")
        let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try animator.addAnimations { try v.setAlpha(0) }
        try animator.startAnimation()
        try engine.clock.advance(0.25)
        try animator.addAnimations { try v.setCenter(Point(100, 100)) }
        try animator.addAnimations(delayFactor: 0.5) {
            try engine.animate(duration: 3) { try w.setAlpha(0.2) }
        }
        #expect(Array(events.dropFirst()) == [
            "0.250000 begin #1 [v.center] duration=0.75 curve=linear",
            "0.250000 begin #2 [w.alpha] duration=0.375 delay=0.375 curve=linear",
            "0.250000 begin #1 [] duration=0.375 delay=0.375 curve=linear",
        ])
        try engine.clock.advance(0.375)                            // half-way through the added time
        expectClose(v.presentation.center, Point(50 + 25, 50 + 25))
    }
}
