import Testing
@testable import TransitCore

/// `removeAllAnimations(of:)` cuts a view's tracks in block order; taking each off the view's
/// ordered list one by one shifted the list every time, n² for n animations (20,000 blocks of
/// one view's `center`: 8.1 s in one host call, which no limit interrupts). The lists are
/// swept once when the cuts end (AnimationStore.deferredKills).
@Suite struct BatchCutTests {
    /// 2,000 blocks of one view, then `removeAllAnimations`: the list places read are linear
    /// in the tracks (the slot freed by its count reads none; one by one read n²/2: 2,001,000),
    /// and the cut is as before — presentation = model, each block completing next turn with
    /// `finished = false`, in block order.
    @Test func cuttingAViewsManyAnimationsIsLinear() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var finished: [(Int, Bool)] = []
        for i in 1...2000 {
            try engine.animate(duration: 10, curve: .linear, animations: {
                try v.setCenter(Point(Double(i), 0))
            }, completion: { finished.append((i, $0)) })
        }
        #expect(v.trackRefs.count == 2000)
        let before = engine.animations.store.listSteps
        engine.removeAllAnimations(of: v)
        #expect(engine.animations.store.listSteps - before <= 4000)
        #expect(v.trackRefs.isEmpty && v.animationSlot == -1 && engine.runningAnimationCount == 0)
        #expect(v.presentation.center == Point(2000, 0))
        try engine.clock.advance(0)
        #expect(finished.count == 2000)
        #expect(finished.map(\.0) == Array(1...2000) && finished.allSatisfy { !$0.1 })
    }

    /// Two views share blocks: cutting one view's animations leaves the other's list whole,
    /// in its order (more than the four places each slot keeps inline), and its animations
    /// running to their ends.
    @Test func anotherViewsListStaysWholeAndInOrder() throws {
        let engine = Engine()
        let v = View(engine: engine), w = View(engine: engine)
        var ends: [Int: Bool] = [:]
        for i in 1...6 {
            try engine.animate(duration: 1, curve: .linear, animations: {
                try v.setCenter(Point(Double(i), 0))
                try w.setCenter(Point(0, Double(i)))
            }, completion: { ends[i] = $0 })
        }
        let wTracks = w.trackRefs
        #expect(wTracks.count == 6)
        engine.removeAllAnimations(of: v)
        #expect(v.trackRefs.isEmpty && w.trackRefs == wTracks)
        try engine.clock.advance(0.5)
        #expect(ends.isEmpty)                                  // each block still has w's track
        // the model (0, 6) plus six differences of -1, each half gone
        #expect(w.presentation.center == Point(0, 3))
        try engine.clock.advance(0.5)
        #expect(ends.count == 6 && ends.values.allSatisfy { !$0 })   // cut short: finished = false
        #expect(w.trackRefs.isEmpty)
    }
    /// A cut inside a batch already open joins it (`deferKills()` answers false): its kills
    /// wait in the view's list, and the batch's starter sweeps them all, freeing the slot.
    @Test func aBatchInsideABatchJoinsItAndItsStarterSweeps() throws {
        let engine = Engine()
        let v = View(engine: engine)
        for i in 1...6 {
            try engine.animate(duration: 1, curve: .linear, animations: { try v.setCenter(Point(Double(i), 0)) })
        }
        let outer = engine.animations.store.deferKills()        // the outer batch
        let inner = engine.animations.store.deferKills()        // one inside it joins
        #expect(outer && !inner)
        engine.removeAllAnimations(of: v)                        // joins too: sweeps nothing
        #expect(v.trackRefs.count == 6 && v.animationSlot >= 0)  // killed, still listed
        #expect(engine.runningAnimationCount == 0)
        engine.animations.store.sweepDeferredKills()
        #expect(v.trackRefs.isEmpty && v.animationSlot == -1)
        #expect(v.presentation.center == Point(6, 0))
    }
}
