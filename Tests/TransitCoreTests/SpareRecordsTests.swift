import Testing
@testable import TransitCore

/// The records array one block hands on to the next (AnimationSystem+SpareRecords.swift):
/// each block animates what it changed, never what an earlier block did.
@Suite struct SpareRecordsTests {
    let engine = Engine()

    private func view(_ name: String) throws -> View {
        let v = View(engine: engine)
        v.name = name
        try engine.window.addSubview(v)
        return v
    }

    /// The properties of each `animationBegan`, in order.
    private var begun: [[String]] {
        engine.timeline.compactMap { if case .animationBegan(let b) = $0 { b.properties } else { nil } }
    }

    @Test func aBlockAfterAnotherAnimatesOnlyItsOwnChanges() throws {
        let a = try view("a"), b = try view("b")
        try engine.animate(duration: 1) {
            try a.setAlpha(0.5)
            try a.setCenter(Point(x: 10, y: 20))
        }
        try engine.animate(duration: 1) { try b.setAlpha(0.25) }
        #expect(begun == [["a.alpha", "a.center"], ["b.alpha"]])
        #expect(engine.animations.spareRecords.isEmpty && engine.animations.spareRecords.capacity > 0)
    }

    @Test func aThrownBlockLeavesNothingToTheNext() throws {
        let a = try view("a"), b = try view("b")
        #expect(throws: Boom(tag: "block")) {
            try engine.animate(duration: 1) {
                try a.setAlpha(0.5)
                throw Boom(tag: "block")
            }
        }
        try engine.animate(duration: 1) { try b.setAlpha(0.25) }
        #expect(begun == [["b.alpha"]])
        #expect(!a.isAnimating && b.isAnimating)
    }

    @Test func nestedBlocksKeepTheirOwnRecords() throws {
        let a = try view("a"), b = try view("b"), c = try view("c")
        try engine.animate(duration: 1) { try c.setAlpha(0.75) }   // leaves a spare
        try engine.animate(duration: 1) {
            try a.setAlpha(0.5)
            try engine.animate(duration: 2) { try b.setAlpha(0.25) }
            try a.setCenter(Point(x: 1, y: 2))
        }
        try engine.animate(duration: 1) { try c.setAlpha(0.5) }
        // the inner block begins first: it returns first
        #expect(begun == [["c.alpha"], ["b.alpha"], ["a.alpha", "a.center"], ["c.alpha"]])
    }

    @Test func aLargeBlockIsNotKept() throws {
        let views = try (0..<100).map { try view("v\($0)") }
        try engine.animate(duration: 1) { for v in views { try v.setAlpha(0.5) } }
        #expect(begun.first?.count == 100)
        #expect(engine.animations.spareRecords.capacity == 0)   // freed, not held for the state's life
        try engine.animate(duration: 1) { try views[0].setAlpha(1) }
        #expect(begun.last == ["v0.alpha"])
    }
}
