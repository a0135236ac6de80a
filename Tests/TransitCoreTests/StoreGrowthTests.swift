import Testing
@testable import TransitCore

/// The store's arrays grow by a quarter when full, not by doubling (docs/benchmark.md,
/// memory): at a few thousand blocks doubling leaves up to half of each array unused.
@Suite struct StoreGrowthTests {
    /// 3,000 views, each with one alpha block: the alpha track list, the group table (state
    /// and timing row) and the slot arrays end with at most a quarter (and 16) of room above
    /// their count. Doubling would leave them at 4,096 or more. The blocks share one timing
    /// row (AnimationStore+Timings.swift).
    @Test func trackListsAndTheGroupTableGrowByAQuarter() throws {
        let engine = Engine()
        let n = 3_000
        var views: [View] = []
        for i in 0..<n {
            let v = try View(engine: engine, frame: Rect(Double(i), 0, 10, 10))
            views.append(v)
            try engine.animate(duration: 1) { try v.setAlpha(0.5) }
        }
        let store = engine.animations.store
        let alpha = store.scalars[AnimatedProperty.alpha.descriptor.laneIndex]
        let bound = n + n / 4 + 16
        #expect(alpha.count == n && store.groups.count == n && store.views.count == n)
        #expect(store.timings.count == 1 && store.progress.count == 1)
        #expect(alpha.capacity >= n && alpha.capacity <= bound)
        #expect(store.groups.capacity <= bound)
        #expect(store.groupTimings.capacity <= bound)
        #expect(store.views.capacity <= bound)
        try engine.step(frames: 200)
        #expect(engine.runningAnimationCount == 0 && views.allSatisfy { $0.presentation.alpha == 0.5 })
    }

    /// 3,000 blocks of as many durations: a timing row each, the rows and their progress
    /// grown by a quarter.
    @Test func timingRowsGrowByAQuarter() throws {
        let engine = Engine()
        let n = 3_000
        for i in 0..<n {
            let v = View(engine: engine)
            try engine.animate(duration: Double(i + 1) / 60) { try v.setAlpha(0.5) }
        }
        let store = engine.animations.store
        let bound = n + n / 4 + 16
        #expect(store.timings.count == n && store.progress.count == n)
        #expect(store.timings.capacity <= bound && store.progress.capacity <= bound)
    }
}
