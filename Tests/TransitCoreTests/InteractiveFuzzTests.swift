import Testing
@testable import TransitCore

/// Interactive transitions under random use: 300 seeded runs of a dismissal and 200 of a
/// presentation driven by a percent-driven interaction through a random mix of updates,
/// finishes, cancels, pauses, early completions, presents or dismisses while it is in flight,
/// and clock steps. Misuse
/// may throw a ``CoreError`` (that is its contract); afterwards the engine must be consistent:
/// nothing in flight or held, each callback run once at most, and the hierarchy one of the two
/// UIKit allows.
@Suite struct InteractiveFuzzTests {
    /// TransitCore's seeded generator, with a unit interval of 53 bits.
    struct Random {
        var generator: SplitMix64
        init(state: UInt64) { generator = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func below(_ n: Int) -> Int { generator.below(n) }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    @Test(arguments: 0..<300)
    func randomUseLeavesTheEngineConsistent(seed: Int) throws {
        var rng = Random(state: UInt64(seed) &* 7919 &+ 1)
        let (engine, root, green, animator, delegate, log) = try transitionSetUp(.fullScreen)
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = rng.below(4) != 0
        if rng.below(3) == 0 { try interaction.setCompletionCurve(.linear) }
        try interaction.setCompletionSpeed([0.5, 1, 2, 4][rng.below(4)])
        delegate.dismissingInteraction = interaction
        var completions = 0
        log.entries.removeAll()
        try green.dismiss(animated: true) { completions += 1 }
        let ctx = try #require(animator.context)

        try randomUse(&rng, interaction, ctx, engine) {
            if !ctx.phase.isEnded { try root.present(green, animated: $0) }   // refused with a warning, or an error
        }
        try settle(interaction, ctx, engine)
        #expect(engine.transitionsInFlight.isEmpty, "seed \(seed)")
        #expect(engine.clock.pendingHoldCount == 0 && engine.clock.isIdle, "seed \(seed)")
        #expect(ctx.phase.isEnded && !ctx.isInteractive, "seed \(seed)")
        #expect(log.entries.filter { $0.hasPrefix("animator.animationEnded") }.count == 1, "seed \(seed)")
        #expect(completions <= 1, "seed \(seed)")
        if ctx.phase == .completed {
            #expect(completions == 1 && root.presentedViewController == nil, "seed \(seed)")
            #expect(engine.windowSubviewNames == ["root"] && root.isAppeared && !green.isAppeared, "seed \(seed)")
        } else {
            #expect(completions == 0 && root.presentedViewController === green, "seed \(seed)")
            #expect(engine.windowSubviewNames == ["container(green)[green]"], "seed \(seed)")
            #expect(green.isAppeared && !root.isAppeared && green.presentationState == .presented, "seed \(seed)")
        }
        expectWellFormedAppearance(log, ["root", "green"], seed: seed)
        // and the next dismissal, by the clock, works
        delegate.dismissingInteraction = nil
        if root.presentedViewController === green {
            try green.dismiss(animated: true)
            try engine.clock.runUntilIdle()
            #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"], "seed \(seed)")
        }
    }

    /// 24 random steps: updates (some out of 0…1), finishes, cancels, pauses, clock steps,
    /// early completions by the animator, and `other` (a call UIKit refuses mid-transition).
    /// Misuse UIKit refuses throws a ``CoreError``: the engine must stay consistent all the same.
    func randomUse(_ rng: inout Random, _ interaction: PercentDrivenInteractiveTransition,
                   _ ctx: TransitionContext, _ engine: Engine, other: (Bool) throws -> Void) throws {
        for _ in 0..<24 {
            do {
                switch rng.below(9) {
                case 0, 1: try interaction.update(rng.unit() * 1.2 - 0.1)
                case 2: try interaction.finish()
                case 3: try interaction.cancel()
                case 4: try interaction.pause()
                case 5: try engine.clock.advance(rng.unit() * 0.3)
                case 6: try engine.clock.step()
                case 7: if rng.below(4) == 0 { try ctx.completeTransition(rng.below(2) == 0) }
                default: try other(rng.below(2) == 0)
                }
            } catch is CoreError {
            }
        }
    }

    /// Ends it: finishes what is held, then lets the clock run out (after an early
    /// completion, the animator's own `completeTransition` is a second call: an error).
    func settle(_ interaction: PercentDrivenInteractiveTransition, _ ctx: TransitionContext, _ engine: Engine) throws {
        if ctx.isInteractive { try? interaction.finish() }
        do {
            try engine.clock.runUntilIdle()
        } catch let error as CoreError where error.message.contains("called twice") {
            try engine.clock.runUntilIdle()
        }
    }

    /// Each did answers the will just before it (a will may be taken back by the opposite
    /// will, as a cancel does), and no will is left unanswered.
    func expectWellFormedAppearance(_ log: Log, _ names: [String], seed: Int) {
        for name in names {
            let calls = log.entries.filter { $0.hasPrefix(name + ".view") }
            var pending: String?
            for call in calls {
                if call.contains("Will") {
                    pending = call
                } else {
                    #expect(pending == call.replacingOccurrences(of: "Did", with: "Will"), "seed \(seed): \(calls)")
                    pending = nil
                }
            }
            #expect(pending == nil, "seed \(seed): \(calls)")
        }
    }

    @Test(arguments: 0..<200)
    func randomUseOfAPresentationLeavesTheEngineConsistent(seed: Int) throws {
        var rng = Random(state: UInt64(seed) &* 104_729 &+ 3)
        let (engine, root, green, animator, delegate, log) = try transitionSetUp(.fullScreen)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = rng.below(4) != 0
        delegate.presentingInteraction = interaction
        var completions = 0
        try root.present(green, animated: true) { completions += 1 }
        let ctx = try #require(animator.context)
        try randomUse(&rng, interaction, ctx, engine) {
            if !ctx.phase.isEnded { try green.dismiss(animated: $0) }          // ignored mid-transition
        }
        try settle(interaction, ctx, engine)
        #expect(engine.transitionsInFlight.isEmpty && engine.clock.pendingHoldCount == 0, "seed \(seed)")
        #expect(log.entries.filter { $0.hasPrefix("animator.animationEnded") }.count == 1, "seed \(seed)")
        if ctx.phase == .completed {
            #expect(completions == 1 && root.presentedViewController === green, "seed \(seed)")
            #expect(engine.windowSubviewNames == ["container(green)[green]"] && green.isAppeared, "seed \(seed)")
        } else {
            #expect(completions == 0 && root.presentedViewController == nil && green.presentationState == .idle, "seed \(seed)")
            #expect(engine.windowSubviewNames == ["root"] && root.isAppeared && !green.isAppeared, "seed \(seed)")
        }
        expectWellFormedAppearance(log, ["root", "green"], seed: seed)
    }
}
