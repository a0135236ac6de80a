/// Where a track lives: which list (its property's, or the keyframe list) and the index in
/// it, in 4 bytes — the property's handle in bits 0–4 (``PropertyMask`` bounds the
/// properties to 32), the keyframed flag in bit 5, the index in bits 6–31. A view's first
/// four references are held by the store per slot and a block's first four in its state:
/// at 8 bytes (lane and list stored beside the property) they were 32 and 44 of the bytes
/// of every animated view (docs/benchmark.md, memory).
///
/// The lane and the list follow from the property: ``TrackPlaces`` holds them.
struct TrackRef: Equatable {
    private let bits: UInt32

    /// Indices run to `maxIndex`: 26 bits less the all-ones index, which is ``none``'s. The
    /// engine refuses to begin an animation that could need more (``AnimationStore/trackLimit``).
    static let maxIndex: Int32 = (1 << 26) - 2

    /// No track: the places a list holds beyond its count (the all-ones index, never a live one).
    static let none = TrackRef(bits: .max)

    private init(bits: UInt32) { self.bits = bits }

    init(_ d: PropertyDescriptor, index: Int32, keyframed: Bool = false) {
        precondition(index >= 0 && index <= Self.maxIndex, "track index \(index) past the reference's 26 bits")
        bits = UInt32(d.property.rawValue) | (keyframed ? 1 << 5 : 0) | UInt32(index) << 6
    }

    var property: AnimatedProperty { AnimatedProperty(UInt8(truncatingIfNeeded: bits & 31)) }
    /// In ``AnimationStore/keyframes`` rather than the property's own list.
    var keyframed: Bool { bits & (1 << 5) != 0 }
    var index: Int32 { Int32(bitPattern: bits >> 6) }
    /// The property's lane (``PropertyDescriptor/lane``).
    var lane: TrackLane { TrackPlaces.shared.lane(of: self) }
    /// The property's list among its lane's (``PropertyDescriptor/laneIndex``).
    var list: UInt8 { TrackPlaces.shared.list(of: self) }
}

/// Each property's lane and list, as the descriptor table numbers them, one byte a property
/// (the lane in the top 3 bits, the list in the low 5) in 32 bytes of their own: a reference
/// reads them with its property's 5 bits, unchecked — any 5 bits are within the table —
/// rather than through ``PropertyDescriptor/all``'s wide entries and bounds check.
///
/// The store keeps a copy of the pointer (``AnimationStore/trackPlaces``) for the ending
/// frame's kills: reaching ``shared`` is a `swift_once` call per track (callgrind: 7
/// instructions each, 8,000 in `--profile-tween 2000`'s ending frame).
struct TrackPlaces {
    private let table: UnsafePointer<UInt8>

    /// (`nonisolated(unsafe)`: a pointer is not `Sendable`; the bytes are written once, by
    /// the initializer, and only read after.)
    nonisolated(unsafe) static let shared = TrackPlaces()

    private init() {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
        t.initialize(repeating: 0, count: 32)
        for d in PropertyDescriptor.all {
            precondition(d.laneIndex < 32, "a lane's list numbers fit 5 bits (there are at most 32 properties)")
            t[Int(d.property.rawValue)] = d.lane.rawValue << 5 | UInt8(d.laneIndex)
        }
        table = UnsafePointer(t)
    }

    @inline(__always)
    func lane(of ref: TrackRef) -> TrackLane {
        TrackLane(rawValue: table[Int(ref.property.rawValue)] >> 5).unsafelyUnwrapped
    }

    @inline(__always)
    func list(of ref: TrackRef) -> UInt8 { table[Int(ref.property.rawValue)] & 31 }
}

/// A block's tracks, in the order they were added. Most blocks animate a few properties, so
/// the first four are held in the block's state itself and only more go to an array: one
/// array per block was allocated when it began and freed on the frame it ended (callgrind:
/// ~80 bytes and ~150 instructions at its end). 28 bytes: four references (16), the array
/// (8), the count (4).
struct GroupTracks: RandomAccessCollection {
    /// ``TrackRef/none`` past the count: an optional reference would stride 8 bytes.
    private var first = (TrackRef.none, TrackRef.none, TrackRef.none, TrackRef.none)
    /// Nil until a fifth track: an empty array is still a reference, retained with every copy
    /// of the tracks and released with the state (callgrind: ~28 instructions a block end).
    private var more: [TrackRef]?
    /// The count, 32 bits wide and last, so that the block's state packs its next small
    /// fields into this struct's tail (``GroupState``): a block's tracks are bounded by its
    /// views' animatable properties, far below 2³¹.
    private var tracked: Int32 = 0

    var count: Int { Int(tracked) }
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> TrackRef {
        switch i {
        case 0: return first.0
        case 1: return first.1
        case 2: return first.2
        case 3: return first.3
        default: return more![i - 4]
        }
    }

    mutating func append(_ ref: TrackRef) {
        switch tracked {
        case 0: first.0 = ref
        case 1: first.1 = ref
        case 2: first.2 = ref
        case 3: first.3 = ref
        default:
            if more == nil { more = [ref] } else { more!.append(ref) }   // in place
        }
        tracked += 1
    }
}

/// The tracks of one kind, contiguous, with a free list so indices stay stable and dead
/// slots are reused. A dead item has a negative `group`: -1, or the mark
/// ``AnimationStore/listedDead(bySlot:)`` while its view's list still holds it (the lazy
/// sweep of a long list: AnimationStore+ViewTracks.swift).
///
/// Each property has its own list with a payload just as wide as its lane needs (a point
/// delta is 2 numbers, a transform delta 6), so the frame pass streams a third of the memory
/// a one-size track would.
///
/// The items and the free list are storage the list allocates and frees itself, not arrays,
/// and the list is an object: the ending frame kills every ended track where it lies, and
/// through a lane's array of lists, each holding its items and free list in arrays, each
/// kill was three uniqueness checks, with the write-backs and bounds checks around them. A
/// lane's array is now only read to reach a list (callgrind: removing an ended block of four
/// tracks 814 → 592 instructions). So a list is shared, not copied, by a copy of the store
/// that holds it — the store is never copied but to be read (tests).
///
/// Its fields are unchecked for exclusivity: plain values, and no access to them spans a
/// call out of the list (an item's payload is released by assignment or `deinit` only after
/// the list's own fields are settled, and a payload's release — a keyframe path — reaches no
/// track list).
final class TrackList<Payload> {
    struct Item {
        var viewSlot: Int32
        /// The group (animation block) slot, or -1 when the item is dead.
        var group: Int32
        var payload: Payload
    }

    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Item>?
    /// How many items there are, dead ones included, and how many fit before it grows (by a
    /// quarter and 16, as the store's arrays: ``Swift/Array/appendGrowingByAQuarter(_:)``).
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private(set) var capacity = 0
    /// The dead items' indices, the next to reuse last; it never holds more than ``count``.
    @exclusivity(unchecked) private var free: UnsafeMutablePointer<Int32>?
    @exclusivity(unchecked) private var freeCount = 0
    @exclusivity(unchecked) private var freeCapacity = 0
    /// Whether the items' view slots never decrease along the list, dead items' included (a
    /// dead item keeps its last slot): then the frame pass can take the list a range of view
    /// slots at a time, together with the other lists (``AnimationStore/evaluate(at:tileSlots:)``).
    /// Views that start animating one after another take slots in that order, so appending
    /// keeps it; reusing a dead item keeps it when the new slot lies between its neighbours'.
    /// Once lost it comes back only when every item is dead (see ``add(viewSlot:group:_:)``):
    /// checking the whole list at each add would cost a walk of it.
    @exclusivity(unchecked) private(set) var inSlotOrder = true

    init() {}

    deinit {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
        free?.deallocate()
    }

    /// The items, dead ones included, where they lie: valid until the next ``add(viewSlot:group:_:)``
    /// (which may move them) and while the list lives.
    var items: UnsafeBufferPointer<Item> { UnsafeBufferPointer(start: base, count: count) }

    /// Item `i`, bounds-checked (as an array's subscript was).
    @inline(__always)
    subscript(i: Int) -> Item {
        precondition(i >= 0 && i < count)
        return base.unsafelyUnwrapped[i]
    }

    /// ``items`` for `body` (the frame pass's loops).
    @inline(__always)
    func withItems<R>(_ body: (UnsafeBufferPointer<Item>) -> R) -> R {
        withExtendedLifetime(self) { body(items) }
    }

    /// Replaces item `i`'s payload (a live track's, its view and group kept).
    func setPayload(_ i: Int32, _ payload: Payload) {
        precondition(i >= 0 && Int(i) < count)
        base.unsafelyUnwrapped[Int(i)].payload = payload
    }

    func add(viewSlot: Int32, group: Int32, _ payload: Payload) -> Int32 {
        let item = Item(viewSlot: viewSlot, group: group, payload: payload)
        if !inSlotOrder && freeCount > 0 && freeCount == count {
            // Every item is dead: their old slots are read by nothing but the order above,
            // so they are set to the least slot, which every slot follows (once per list
            // per turnover, as the next blocks begin).
            for i in 0..<count { base.unsafelyUnwrapped[i].viewSlot = .min }
            inSlotOrder = true
        }
        if freeCount > 0 {
            freeCount -= 1
            let i = free.unsafelyUnwrapped[freeCount]
            let k = Int(i), items = base.unsafelyUnwrapped
            if inSlotOrder {
                inSlotOrder = (k == 0 || items[k - 1].viewSlot <= viewSlot)
                    && (k + 1 == count || viewSlot <= items[k + 1].viewSlot)
            }
            items[k] = item   // the dead item's payload released
            return i
        }
        if inSlotOrder && count > 0 { inSlotOrder = base.unsafelyUnwrapped[count - 1].viewSlot <= viewSlot }
        if count == capacity { grow(to: count + count / 4 + 16) }
        (base.unsafelyUnwrapped + count).initialize(to: item)
        count += 1
        return Int32(count - 1)
    }

    private func grow(to newCapacity: Int) {
        base = Self.moved(base, count: count, toCapacity: newCapacity)
        capacity = newCapacity
    }

    /// A new buffer of `capacity` holding the `count` elements of `old`, which is freed.
    private static func moved<T>(_ old: UnsafeMutablePointer<T>?, count: Int,
                                 toCapacity capacity: Int) -> UnsafeMutablePointer<T> {
        let moved = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        if let old {
            moved.moveInitialize(from: old, count: count)
            old.deallocate()
        }
        return moved
    }

    /// Kills item `i`; returns its view slot. The free list grows to the list's count at
    /// once when full, not by doubling: a frame that ends ten thousand blocks frees forty
    /// thousand tracks, and the doublings' copies were 200 instructions per ended block.
    @inline(__always)
    func remove(_ i: Int32) -> Int32 {
        let k = Int(i)
        precondition(k >= 0 && k < count)
        if freeCount == freeCapacity { growFree() }
        free.unsafelyUnwrapped[freeCount] = i
        freeCount += 1
        let item = base.unsafelyUnwrapped + k
        item.pointee.group = -1
        return item.pointee.viewSlot
    }

    /// The index the next ``add(viewSlot:group:_:)`` reuses, or -1 when it appends.
    var nextReused: Int32 { freeCount > 0 ? free.unsafelyUnwrapped[freeCount - 1] : -1 }

    /// Sets the group of dead item `i` to `dead`: -1, or the mark of a track its view still
    /// lists (``AnimationStore/listedDead(bySlot:)``). It stays in the free list either way.
    func markDead(_ i: Int32, _ dead: Int32) {
        let k = Int(i)
        precondition(k >= 0 && k < count && dead < 0 && base.unsafelyUnwrapped[k].group < 0)
        base.unsafelyUnwrapped[k].group = dead
    }

    private func growFree() {
        let newCapacity = Swift.max(count, freeCount + 1)
        free = Self.moved(free, count: freeCount, toCapacity: newCapacity)
        freeCapacity = newCapacity
    }
}

extension Array {
    /// Element `i` mutated where it is, through a pointer (the timer queue's runs): a
    /// mutation through the subscript may copy the element out and back, retaining the
    /// arrays it holds, and a write into them is then to storage no longer unique.
    @inline(__always)
    mutating func mutateInPlace<R>(_ i: Int, _ body: (UnsafeMutablePointer<Element>) -> R) -> R {
        precondition(i >= 0 && i < count)
        return withUnsafeMutableBufferPointer { body($0.baseAddress! + i) }
    }
}

extension Array where Element: AnyObject {
    /// Element `i` for `body`, without retaining and releasing it: a lane's lists are an
    /// array of ``TrackList`` objects, and reaching one by subscript (or through a pointer to
    /// the element) retained and released it — callgrind: ~40 instructions per ended track,
    /// what the lists' uniqueness checks cost when they were structs. The array holds the
    /// element throughout, and `body` must not change the array.
    @inline(__always)
    func unretained<R>(_ i: Int, _ body: (Element) -> R) -> R {
        precondition(i >= 0 && i < count)
        return withUnsafeBufferPointer {
            UnsafeRawPointer($0.baseAddress! + i).load(as: Unmanaged<Element>.self)._withUnsafeGuaranteedRef(body)
        }
    }
}

extension Array where Element == Int32 {
    /// Appends to a free list of slots, which never holds more than `bound` (the slots there
    /// are): when it is full it grows to that at once, not by doubling — a frame that ends
    /// ten thousand blocks frees forty thousand tracks, and the doublings' copies were 200
    /// instructions per ended block.
    @inline(__always)
    mutating func appendFree(_ slot: Int32, upTo bound: Int) {
        if count == capacity { reserveCapacity(Swift.max(bound, count + 1)) }
        append(slot)
    }
}

/// An additive 2-number delta (a point: `center`).
struct Delta2 { var dx: Double, dy: Double }

/// An additive 4-number delta (a rect: `bounds`).
struct Delta4 { var dx: Double, dy: Double, dw: Double, dh: Double }

/// A replaced scalar (`alpha`, `cornerRadius`): from → to.
struct ScalarSpan { var from: Double, to: Double }

/// A replaced colour (`backgroundColor`): from → to, component-wise.
struct ColorSpan { var from: Color, to: Color }

/// An additive 2D transform delta in its decomposition (tx, ty, angle, scaleX, scaleY,
/// shear): the six numbers of its ``AnimVector`` without the 3D tail, so the transform lane
/// streams 48 bytes a track rather than a whole vector's 176.
/// Also the store's per-view transform scratch (model and frame sums): 48 bytes a view to
/// zero and add each frame, where a whole vector is 176.
struct Delta6 {
    var v0, v1, v2, v3, v4, v5: Double
    init() { v0 = 0; v1 = 0; v2 = 0; v3 = 0; v4 = 0; v5 = 0 }
    init(_ v: AnimVector) { v0 = v.v0; v1 = v.v1; v2 = v.v2; v3 = v.v3; v4 = v.v4; v5 = v.v5 }
    var vector: AnimVector { AnimVector(v0: v0, v1: v1, v2: v2, v3: v3, v4: v4, v5: v5) }
    var decomposed: DecomposedTransform {
        DecomposedTransform(tx: v0, ty: v1, angle: v2, scaleX: v3, scaleY: v4, shear: v5)
    }

    /// `self + k·d`.
    @inline(__always) mutating func add(_ d: Delta6, times k: Double) {
        v0 += d.v0 * k; v1 += d.v1 * k; v2 += d.v2 * k
        v3 += d.v3 * k; v4 += d.v4 * k; v5 += d.v5 * k
    }

    /// `self + k·v` in the vector's first six numbers (a 2D transform keyframe's value).
    mutating func add(_ v: AnimVector, times k: Double) { add(Delta6(v), times: k) }
}

extension AnimVector {
    /// `self + k·d` in the first six numbers (a 2D transform's sum: its tail stays zero).
    @inline(__always) mutating func add(_ d: Delta6, times k: Double) {
        v0 += d.v0 * k; v1 += d.v1 * k; v2 += d.v2 * k
        v3 += d.v3 * k; v4 += d.v4 * k; v5 += d.v5 * k
    }
}

/// A replaced point (`anchorPoint`, `shadowOffset`): from → to.
struct PointSpan {
    var from: Point, to: Point

    /// The point at eased progress `e` (``FiniteRange/lerp(_:_:_:)`` for each number).
    func at(_ e: Double) -> Point {
        Point(x: FiniteRange.lerp(from.x, to.x, e), y: FiniteRange.lerp(from.y, to.y, e))
    }
}

/// A keyframe track: which property, and its path (deltas for additive properties).
struct KeyframeTrack {
    var property: AnimatedProperty
    var path: KeyframePath
}
