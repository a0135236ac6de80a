import Testing
@testable import TransitCore

/// A track list owns its items and free list outright (Tracks.swift): what arrays did for it
/// — indices, reuse of dead places, growth, releasing payloads — it now does itself.
@Suite struct TrackListTests {
    /// A payload that counts its live instances, to see the list release what it held.
    final class Counter { var live = 0 }
    final class Counted {
        let tag: Int, counter: Counter
        init(_ tag: Int, _ counter: Counter) { self.tag = tag; self.counter = counter; counter.live += 1 }
        deinit { counter.live -= 1 }
    }

    /// Indices count up from 0; a killed item stays in place, dead, keeping its view slot;
    /// dead places are given out again last killed first, and nothing moves.
    @Test func deadPlacesAreReusedLastKilledFirst() {
        let list = TrackList<ScalarSpan>()
        let s = ScalarSpan(from: 0, to: 1)
        let added = (0..<5).map { list.add(viewSlot: Int32($0), group: Int32(10 + $0), s) }
        #expect(added == [0, 1, 2, 3, 4] && list.count == 5)
        #expect(list.remove(1) == 1 && list.remove(3) == 3)
        #expect(list[1].group == -1 && list[1].viewSlot == 1 && list[3].group == -1)
        #expect(list.items.map(\.group) == [10, -1, 12, -1, 14])
        #expect(list.add(viewSlot: 3, group: 20, s) == 3)
        #expect(list.add(viewSlot: 1, group: 21, s) == 1)
        #expect(list.add(viewSlot: 7, group: 22, s) == 5)   // no dead place left: appended
        #expect(list.items.map(\.group) == [10, 21, 12, 20, 14, 22])
        #expect(list.items.map(\.viewSlot) == [0, 1, 2, 3, 4, 7])
    }

    /// Items keep their payloads across growth (moved, not copied field by field), and the
    /// list grows by a quarter and 16, as the store's arrays.
    @Test func itemsSurviveGrowth() {
        let list = TrackList<Delta4>()
        for i in 0..<1_000 {
            let d = Double(i)
            _ = list.add(viewSlot: Int32(i), group: Int32(i), Delta4(dx: d, dy: -d, dw: 2 * d, dh: 3 * d))
        }
        #expect(list.count == 1_000 && list.capacity >= 1_000 && list.capacity <= 1_000 + 1_000 / 4 + 16)
        #expect(list.items.enumerated().allSatisfy { i, t in
            let d = Double(i)
            return t.group == Int32(i) && t.payload.dx == d && t.payload.dy == -d && t.payload.dw == 2 * d && t.payload.dh == 3 * d
        })
        for i: Int32 in stride(from: 999, through: 0, by: -1) { _ = list.remove(i) }   // the free list grows to the count at once
        #expect(list.items.allSatisfy { $0.group == -1 })
        #expect(list.add(viewSlot: 0, group: 0, Delta4(dx: 0, dy: 0, dw: 0, dh: 0)) == 0)
    }

    /// A dead item's payload is released when its place is reused, and every payload when
    /// the list goes (a keyframe path's curve can hold a script's function).
    @Test func payloadsAreReleasedOnReuseAndWithTheList() {
        let counter = Counter()
        do {
            let list = TrackList<Counted>()
            for i in 0..<3 { _ = list.add(viewSlot: 0, group: 0, Counted(i, counter)) }
            #expect(counter.live == 3)
            _ = list.remove(1)
            #expect(counter.live == 3)   // dead, still there
            #expect(list.add(viewSlot: 0, group: 0, Counted(9, counter)) == 1)
            #expect(counter.live == 3 && list[1].payload.tag == 9 && list[0].payload.tag == 0)
        }
        #expect(counter.live == 0)
    }

    /// Each property's list is its own object: a track added to one list of a lane is in
    /// no other.
    @Test func eachPropertyHasItsOwnList() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        try engine.animate(duration: 1) { try v.setAlpha(0.5) }
        let store = engine.animations.store
        let alpha = AnimatedProperty.alpha.descriptor.laneIndex
        #expect(store.scalars.count > 1)
        for (l, list) in store.scalars.enumerated() {
            #expect(list.count == (l == alpha ? 1 : 0))
            for (m, other) in store.scalars.enumerated() where m != l { #expect(list !== other) }
        }
    }
}
