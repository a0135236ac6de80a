import Foundation
import Testing
@testable import TransitCore

/// A view's own heap block (docs/benchmark.md, memory): its rare fields live in a box made
/// only when one is set, and still read and write as before.
@Suite struct ViewFootprintTests {
    let engine = Engine()

    /// 248 usable bytes is glibc's 256-byte block (264 bytes took a 272-byte one, 280 a
    /// 288-byte one, 432 bytes of fields a 448-byte one): the track list is the store's, the
    /// flags are bits in the model's free tail and the id 32 bits after them, the engine is
    /// reached through the meter.
    @Test func aPlainViewTakesA256ByteBlock() throws {
        let view = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let window = engine.window
        try window.addSubview(view)
        #expect(heapBlockSize(view) == 248)
        #expect(view.engine === engine && engine.contentMeter.engine === engine)
        // The id counts the engine's objects: the next view's is one more.
        #expect(View(engine: engine).objectID == view.objectID + 1 && view.displayName == "View#\(view.objectID)")
        #expect(MemoryLayout<ModelCore>.size == 145 && MemoryLayout<ModelCore>.stride == 152)
    }

    /// The ending frame clears a view's slot right after the store's release of the view
    /// writes its reference count: the slot lies within the object's first 64 bytes (one
    /// cache line when the object starts on one: malloc aligns to 16; docs/benchmark.md, the
    /// ending frame). Found by value in the object's bytes: a slot number no other field holds.
    @Test func animationBookkeepingLiesInTheObjectsFirst64Bytes() throws {
        let idle = View(engine: engine)
        idle.animationSlot = 0x2EED_1234
        defer { idle.animationSlot = -1 }
        let idleHead = UnsafeRawPointer(Unmanaged.passUnretained(idle).toOpaque())
        #expect(stride(from: 16, to: 64, by: 4).contains { idleHead.load(fromByteOffset: $0, as: Int32.self) == 0x2EED_1234 })
    }

    /// The eight flags share a byte: UIKit's defaults (`isUserInteractionEnabled`,
    /// `autoresizesSubviews`, the layer's `isDoubleSided` true; the rest false), and each set
    /// and cleared alone leaves the others as they were; the mask keeps all its bits.
    @Test func theFlagsReadBackEachOnItsOwn() throws {
        let view = View(engine: engine)
        func all() -> [Bool] {
            [view.isHidden, view.clipsToBounds, view.isDoubleSided, view.passesTouchesThrough,
             view.isUserInteractionEnabled, view.isInWindow, view.autoresizesSubviews, view.needsLayout]
        }
        let defaults = [false, false, true, false, true, false, true, false]
        #expect(all() == defaults)
        let setters: [(Bool) -> Void] = [
            { view.isHidden = $0 }, { view.clipsToBounds = $0 }, { view.isDoubleSided = $0 },
            { view.passesTouchesThrough = $0 }, { view.isUserInteractionEnabled = $0 },
            { view.isInWindow = $0 }, { view.autoresizesSubviews = $0 }, { view.layout.needsLayout = $0 },
        ]
        for (i, set) in setters.enumerated() {
            set(!defaults[i])
            var expected = defaults
            expected[i].toggle()
            #expect(all() == expected, "flag \(i) set")
            set(defaults[i])
            #expect(all() == defaults, "flag \(i) cleared")
        }
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin] && all() == defaults)
        view.autoresizingMask = AutoresizingMask(rawValue: 1 << 40 | 1)
        #expect(view.autoresizingMask.rawValue == 1 << 40 | 1)
    }

    @Test func rareFieldsReadBackAndClear() throws {
        let parent = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let view = View(engine: engine)
        #expect(view.matchID == nil && view.snapshotSource == nil && view.loadedLayer == nil && view.passesTouches == nil)
        #expect(view.tag == 0 && view.gestureRecognizers.isEmpty)
        view.matchID = "photo"
        view.tag = 7
        #expect(view.matchID == "photo" && view.tag == 7)
        view.passesTouches = { $0.x > 5 }
        #expect(view.passesTouches?(Point(6, 0)) == true && view.passesTouches?(Point(4, 0)) == false)
        view.matchID = nil
        view.passesTouches = nil
        #expect(view.matchID == nil && view.passesTouches == nil)
        let layer = view.layer
        #expect(view.loadedLayer === layer && view.layer === layer)
        try parent.addSubview(view)
        try view.pin(.all, insets: EdgeInsets(1, 2, 3, 4))
        #expect(view.pin == Pin(edges: .all, insets: EdgeInsets(1, 2, 3, 4)))
        #expect(view.frame == Rect(2, 1, 94, 96))
    }

    /// The snapshot's source is held weakly, as before.
    /// A matchID is host text a script can grow (60 KB ids in a loop reached 180 MB under
    /// --memory 32): the engine's meter weighs it as it does a name, and lets it go with the view.
    @Test func aMatchIDIsWeighedWhileItIsHeld() throws {
        let before = engine.contentMeter.textBytes
        var view: View? = try View(engine: engine, frame: Rect(0, 0, 1, 1))
        view?.matchID = String(repeating: "m", count: 1000)
        #expect(engine.contentMeter.textBytes == before + 1000)
        view?.matchID = "abc"
        #expect(engine.contentMeter.textBytes == before + 3)
        view?.matchID = nil
        #expect(engine.contentMeter.textBytes == before)
        view?.matchID = "abcd"
        view = nil
        #expect(engine.contentMeter.textBytes == before)
    }

    @Test func aSnapshotSourceIsWeak() throws {
        var source: View? = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let copy = source!.snapshotView()
        #expect(copy.snapshotSource === source)
        source = nil
        #expect(copy.snapshotSource == nil)
    }

    /// A pin holds only in the superview it was made in (kept beside it in the box).
    @Test func aPinLapsesInAnotherSuperview() throws {
        let a = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let b = try View(engine: engine, frame: Rect(0, 0, 50, 50))
        let view = View(engine: engine)
        try a.addSubview(view)
        try view.pin()
        #expect(view.pin != nil)
        try b.addSubview(view)
        #expect(view.pin == nil)
        try a.addSubview(view)
        #expect(view.pin != nil)
    }
}
