/// Where a track lives: which list (its property's, found by lane and list without asking
/// the table, or the keyframe list) and the index in it.
struct TrackRef: Equatable {
    var property: AnimatedProperty
    var lane: TrackLane
    /// The property's list among its lane's (``PropertyDescriptor/laneIndex``).
    var list: UInt8
    /// In ``AnimationStore/keyframes`` rather than the property's own list.
    var keyframed = false
    var index: Int32

    init(_ d: PropertyDescriptor, index: Int32, keyframed: Bool = false) {
        property = d.property
        lane = d.lane
        list = UInt8(d.laneIndex)
        self.keyframed = keyframed
        self.index = index
    }
}

/// A block's tracks, in the order they were added. Most blocks animate a few properties, so
/// the first four are held in the block's state itself and only more go to an array: one
/// array per block was allocated when it began and freed on the frame it ended (callgrind:
/// ~80 bytes and ~150 instructions at its end).
struct GroupTracks: RandomAccessCollection {
    private var first: (TrackRef?, TrackRef?, TrackRef?, TrackRef?) = (nil, nil, nil, nil)
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
        case 0: return first.0!
        case 1: return first.1!
        case 2: return first.2!
        case 3: return first.3!
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
/// slots are reused. A dead item has `group == -1`.
///
/// Each property has its own list with a payload just as wide as its lane needs (a point
/// delta is 2 numbers, a transform delta 6), so the frame pass streams a third of the memory
/// a one-size track would.
struct TrackList<Payload> {
    struct Item {
        var viewSlot: Int32
        /// The group (animation block) slot, or -1 when the item is dead.
        var group: Int32
        var payload: Payload
    }

    var items: [Item] = []
    private var free: [Int32] = []
    /// Whether the items' view slots never decrease along the list, dead items' included (a
    /// dead item keeps its last slot): then the frame pass can take the list a range of view
    /// slots at a time, together with the other lists (``AnimationStore/evaluate(at:tileSlots:)``).
    /// Views that start animating one after another take slots in that order, so appending
    /// keeps it; reusing a dead item keeps it when the new slot lies between its neighbours'.
    /// Once lost it comes back only when every item is dead (see ``add(viewSlot:group:_:)``):
    /// checking the whole list at each add would cost a walk of it.
    private(set) var inSlotOrder = true

    mutating func add(viewSlot: Int32, group: Int32, _ payload: Payload) -> Int32 {
        let item = Item(viewSlot: viewSlot, group: group, payload: payload)
        if !inSlotOrder && !free.isEmpty && free.count == items.count {
            // Every item is dead: their old slots are read by nothing but the order above,
            // so they are set to the least slot, which every slot follows (once per list
            // per turnover, as the next blocks begin).
            items.withUnsafeMutableBufferPointer { for i in $0.indices { $0[i].viewSlot = .min } }
            inSlotOrder = true
        }
        if let i = free.popLast() {
            let k = Int(i)
            if inSlotOrder {
                inSlotOrder = (k == 0 || items[k - 1].viewSlot <= viewSlot)
                    && (k + 1 == items.count || viewSlot <= items[k + 1].viewSlot)
            }
            items[k] = item
            return i
        }
        if inSlotOrder, let last = items.last { inSlotOrder = last.viewSlot <= viewSlot }
        items.appendGrowingByAQuarter(item)
        return Int32(items.count - 1)
    }

    /// Kills item `i`; returns its view slot. The item is reached once, in place (a write
    /// and a read by subscript were two uniqueness and bounds checks: every ended track).
    mutating func remove(_ i: Int32) -> Int32 {
        free.appendFree(i, upTo: items.count)
        return items.mutateInPlace(Int(i)) { item in
            item.pointee.group = -1
            return item.pointee.viewSlot
        }
    }
}

extension Array {
    /// Element `i` read where it is: a lane's lists are an array of ``TrackList``s, and a
    /// subscript read copies the list (retaining its arrays) — callgrind: +100 instructions
    /// per ended track.
    @inline(__always)
    func inPlace<R>(_ i: Int, _ body: (UnsafePointer<Element>) -> R) -> R {
        precondition(i >= 0 && i < count)
        return withUnsafeBufferPointer { body($0.baseAddress! + i) }
    }

    /// Element `i` mutated where it is (see ``inPlace(_:_:)``).
    @inline(__always)
    mutating func mutateInPlace<R>(_ i: Int, _ body: (UnsafeMutablePointer<Element>) -> R) -> R {
        precondition(i >= 0 && i < count)
        return withUnsafeMutableBufferPointer { body($0.baseAddress! + i) }
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
struct PointSpan { var from: Point, to: Point }

/// A keyframe track: which property, and its path (deltas for additive properties).
struct KeyframeTrack {
    var property: AnimatedProperty
    var path: KeyframePath
}
