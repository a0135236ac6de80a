/// Passes 2–4 of the frame pass, a tile of view slots at a time.
///
/// Each pass used to walk every animated view: the models copied into the presentations,
/// then each property's track list added into them, then the transforms composed. At
/// 100,000 views a pass's data is far larger than the caches, so every view's presentation
/// came from memory six times a frame (docs/benchmark.md, steady frames at 100,000 views).
/// When every list of the core's properties holds its tracks in view-slot order — views that
/// start animating one after another take slots and tracks in the same order — the three
/// passes run on one tile of slots before the next, each list resumed where it stopped, so a
/// tile's presentations stay in the cache from the copy to the composed transform. The values
/// are those of the passes run whole: each field gets the same operations in the same order
/// (a view's tracks of one list in list order, lists in the same order).
extension AnimationStore {
    /// View slots per tile: a tile's presentations and model prefixes (152 + 48 bytes a
    /// slot), tracks (~150 in the tween) and decomposed transforms (48) are ~100 KB, well within a core's
    /// second-level cache (1 MB on the bench's machine). The tiles cost 4–6 instructions a
    /// slot and frame in all (callgrind, 256 and 2,000 views: the lists' bounds and cursors,
    /// the buffers reached per tile); smaller tiles cost more.
    static let tileSlots = 256

    /// How many lists pass 3 walks: the lists of each lane presented in `rendered` (the
    /// sparse tables' are left to ``evaluateRowLanes()``), a cursor each.
    private static let coreListCount = pointOffsets.count + rectOffsets.count + scalarOffsets.count
        + colorOffsets.count + PropertyDescriptor.properties(in: .additiveTransform).count

    /// Passes 2–4: tiles of `tileSlots` slots when every core list is in slot order and no
    /// keyframe track runs (keyframes are added after the lists and before the transforms are
    /// composed, in no slot order); otherwise one tile of every slot, the passes as they were.
    /// `composingInTiles: false` leaves the transforms to pass 4 in tiles too (for a test).
    mutating func evaluateTiles(tileSlots: Int, composingInTiles: Bool = true) {
        layerRows.startFrame()
        tailRows.startFrame()
        let slotCount = rendered.count
        let tiled = coreListsInSlotOrder && !keyframes.items.contains { $0.group >= 0 }
        let tile = tiled ? Swift.max(1, tileSlots) : slotCount
        // Tiles with one transform list compose each view's transform as its tracks are
        // summed (``addTracks(belowSlot:composing:_:)``); otherwise pass 4 does.
        let composing = composingInTiles && tiled && transforms.count == 1 && AnimationStore.transformProperty != nil
        var memo = AngleMemo()
        withUnsafeTemporaryAllocation(of: Int.self, capacity: AnimationStore.coreListCount) { cursors in
            cursors.initialize(repeating: 0)
            withUnsafeMutablePointer(to: &memo) { memo in
                var start = 0
                while start < slotCount {
                    let end = slotCount - start > tile ? start + tile : slotCount
                    copyModels(start..<end)
                    addTracks(belowSlot: tiled && end < slotCount ? Int32(clamping: end) : nil,
                              composing: composing ? memo : nil, cursors)
                    if tiled && !composing { compose(start..<end, memo) }
                    start = end
                }
            }
        }
        if !tiled && !keyframes.items.isEmpty { evaluateKeyframes() }
        evaluateRowLanes()
        if !tiled { compose(0..<slotCount, &memo) }
        if !wideSlots.isEmpty { presentWideSlots() }
    }

    /// Whether pass 3 may take every core list a tile at a time (``TrackList/inSlotOrder``).
    private var coreListsInSlotOrder: Bool {
        for (l, _) in AnimationStore.pointOffsets where !points.unretained(l, { $0.inSlotOrder }) { return false }
        for (l, _) in AnimationStore.rectOffsets where !rects.unretained(l, { $0.inSlotOrder }) { return false }
        for (l, _) in AnimationStore.scalarOffsets where !scalars.unretained(l, { $0.inSlotOrder }) { return false }
        for (l, _) in AnimationStore.colorOffsets where !colors.unretained(l, { $0.inSlotOrder }) { return false }
        for l in transforms.indices where !transforms.unretained(l, { $0.inSlotOrder }) { return false }
        return true
    }

    /// 2. Starts the presentations of the animated views in `slots` from their models (the
    ///    core; the layer's values are copied before the tiles) and resets their marks to
    ///    "rendered" (no transform sum begun yet). A presentation that still holds its
    ///    model (``SlotMarks/modelCopied``) gets only the fields pass 3 adds onto
    ///    (``AnimationStore/additivePrefix``), from the store's ``modelPrefixes``: the others
    ///    are the model's already or are written whole by their tracks, so the tween's views
    ///    copy 48 bytes a frame, not 152 (callgrind: 31 → 23 instructions a view and frame for
    ///    this pass; the model's first 48 bytes read instead of all 152, and as many written).
    ///    The others are only counted here and copied whole after the loop, from their views
    ///    (``copyWholeModels(_:)``): the loop stays the one that copies prefixes.
    ///    (See ``AnimationStore/copyModel(_:to:)`` for why not an assignment.)
    private mutating func copyModels(_ slots: Range<Int>) {
        let stride = MemoryLayout<RenderedCore>.stride, prefixStride = MemoryLayout<ModelPrefix>.stride
        let partial = AnimationStore.additiveFieldsInPrefix
        // The marks of a slot whose prefix alone is copied, tested at once: `partial`, `.live`
        // and `.modelCopied` tested apart, and the `for` loop's check of each index against
        // the range, cost 6 instructions a slot more (callgrind: this loop 23 → 17 a view and
        // frame). No mark has 0x80, so without `partial` no slot matches.
        let prefixOnly = partial ? SlotMarks([.live, .modelCopied]).rawValue : 0x80
        var whole = 0
        rendered.withUnsafeMutableBytes { out in
            modelPrefixes.withUnsafeBytes { prefixes in
                slotMarks.withUnsafeMutableBufferPointer { marks in
                    var i = slots.lowerBound
                    while i < slots.upperBound {
                        let mark = marks[i].rawValue
                        if mark & prefixOnly == prefixOnly {
                            AnimationStore.copyAdditivePrefix(prefixes.baseAddress! + i &* prefixStride,
                                                              to: out.baseAddress! + i &* stride)
                            marks[i] = [.live, .rendered, .modelCopied]
                        } else if mark & SlotMarks.live.rawValue != 0 {
                            whole &+= 1
                        }
                        i &+= 1
                    }
                }
            }
        }
        if whole > 0 { copyWholeModels(slots) }
    }

    /// Pass 2 for the live slots in `slots` not marked ``SlotMarks/modelCopied``: the whole
    /// core, read from the view (the store keeps only its prefix), and the model transform
    /// decomposed again if the model changed since (``SlotMarks/modelTransformStale``).
    /// Rare: a slot's first frame, and those after its model changed or a track ended.
    private mutating func copyWholeModels(_ slots: Range<Int>) {
        let stride = MemoryLayout<RenderedCore>.stride
        let transform = AnimationStore.transformProperty
        for i in slots where slotMarks[i].contains(.live) && !(AnimationStore.additiveFieldsInPrefix && slotMarks[i].contains(.modelCopied)) {
            let core = views[i].unsafelyUnwrapped.model.core
            rendered.withUnsafeMutableBytes { out in
                let to = out.baseAddress! + i &* stride
                withUnsafeBytes(of: core) { AnimationStore.copyModel($0.baseAddress!, to: to) }
                if let transform, slotMarks[i].contains(.modelTransformStale) {
                    modelTransforms[i] = Delta6(transform.read(field: to + transform.partOffset))
                }
            }
            slotMarks[i] = [.live, .rendered, .modelCopied]
        }
    }

    /// 3. Adds each core list's tracks of the views in slots below `end`, from where the list's
    ///    cursor stopped: additive deltas weighted by 1 − eased (the progress of their
    ///    block's timing row), replaced values interpolated;
    ///    transform deltas are summed apart, in the presentation's own transform field (the
    ///    model's copy there is not needed: pass 4 composes from `modelTransforms`), so the
    ///    sums need no per-slot array of their own.
    ///    Each lane has its own loop; a list writes its property's field at the view's core
    ///    plus the field's offset. A list in slot order has every track of the views below
    ///    `end` from its cursor to its ``boundary(_:from:slot:)``; without `end` (the last
    ///    tile, or one tile of every slot with lists in any order) the rest of the list is
    ///    walked. The loops walk the tracks as a buffer, as the whole lists were walked
    ///    (indexing each track cost ~7 instructions a view and frame more).
    ///    With `memo`, the transform list (the only one) is in slot order and no keyframe
    ///    runs, so a view's transform tracks are next to each other in it: each view's sum is
    ///    kept in registers and composed as soon as its last track is added, with the same
    ///    operations in the same order as pass 4 (``composeTransform(_:_:_:_:_:)``, views in
    ///    slot order, so the memo sees the same angles) — no mark, no sum stored and read back,
    ///    no second walk of the tile (callgrind: 73 → 66 instructions a view and frame for
    ///    the tween's transform track and its composition).
    private mutating func addTracks(belowSlot end: Int32?, composing memo: UnsafeMutablePointer<AngleMemo>?,
                                    _ cursors: UnsafeMutableBufferPointer<Int>) {
        let stride = MemoryLayout<RenderedCore>.stride
        var k = 0   // the list's cursor, in the order the loops below take the lists
        rendered.withUnsafeMutableBufferPointer { out in
            guard let base = UnsafeMutableRawPointer(out.baseAddress) else { return }
            progress.withUnsafeBufferPointer { e in groupTimings.withUnsafeBufferPointer { rows in
                for (l, offset) in AnimationStore.pointOffsets {
                    points.unretained(l) { $0.withItems { items in
                        let stop = end.map { AnimationStore.boundary(items, from: cursors[k], slot: $0) } ?? items.count
                        for t in UnsafeBufferPointer(rebasing: items[cursors[k]..<stop]) where t.group >= 0 {
                            let w = 1 - e[Int(rows[Int(t.group)])]
                            let field = base + (Int(t.viewSlot) &* stride &+ offset)
                            var p = field.load(as: Point.self)
                            p.x += t.payload.dx * w
                            p.y += t.payload.dy * w
                            field.storeBytes(of: p, as: Point.self)
                        }
                        cursors[k] = stop
                    } }
                    k &+= 1
                }
                for (l, offset) in AnimationStore.rectOffsets {
                    rects.unretained(l) { $0.withItems { items in
                        let stop = end.map { AnimationStore.boundary(items, from: cursors[k], slot: $0) } ?? items.count
                        for t in UnsafeBufferPointer(rebasing: items[cursors[k]..<stop]) where t.group >= 0 {
                            let w = 1 - e[Int(rows[Int(t.group)])]
                            let field = base + (Int(t.viewSlot) &* stride &+ offset)
                            var r = field.load(as: Rect.self)
                            r.x += t.payload.dx * w
                            r.y += t.payload.dy * w
                            r.width += t.payload.dw * w
                            r.height += t.payload.dh * w
                            field.storeBytes(of: r, as: Rect.self)
                        }
                        cursors[k] = stop
                    } }
                    k &+= 1
                }
                for (l, offset) in AnimationStore.scalarOffsets {
                    scalars.unretained(l) { $0.withItems { items in
                        let stop = end.map { AnimationStore.boundary(items, from: cursors[k], slot: $0) } ?? items.count
                        for t in UnsafeBufferPointer(rebasing: items[cursors[k]..<stop]) where t.group >= 0 {
                            let s = t.payload
                            (base + (Int(t.viewSlot) &* stride &+ offset))
                                .storeBytes(of: s.from + (s.to - s.from) * e[Int(rows[Int(t.group)])], as: Double.self)
                        }
                        cursors[k] = stop
                    } }
                    k &+= 1
                }
                for (l, offset) in AnimationStore.colorOffsets {
                    colors.unretained(l) { $0.withItems { items in
                        let stop = end.map { AnimationStore.boundary(items, from: cursors[k], slot: $0) } ?? items.count
                        for t in UnsafeBufferPointer(rebasing: items[cursors[k]..<stop]) where t.group >= 0 {
                            let s = t.payload
                            (base + (Int(t.viewSlot) &* stride &+ offset))
                                .storeBytes(of: Optional(s.from.interpolated(to: s.to, e[Int(rows[Int(t.group)])])), as: Color?.self)
                        }
                        cursors[k] = stop
                    } }
                    k &+= 1
                }
                let sumOffset = AnimationStore.transformProperty?.partOffset ?? 0
                if let memo {
                    modelTransforms.withUnsafeBufferPointer { models in
                        transforms.unretained(0) { $0.withItems { items in
                            let stop = end.map { AnimationStore.boundary(items, from: cursors[k], slot: $0) } ?? items.count
                            var v = -1, sum = Delta6()
                            for t in UnsafeBufferPointer(rebasing: items[cursors[k]..<stop]) where t.group >= 0 {
                                let slot = Int(t.viewSlot)
                                if slot != v {
                                    if v >= 0 { AnimationStore.composeTransform(v, sum, base + sumOffset, models, memo) }
                                    v = slot
                                    sum = Delta6()
                                }
                                sum.add(t.payload, times: 1 - e[Int(rows[Int(t.group)])])
                            }
                            if v >= 0 { AnimationStore.composeTransform(v, sum, base + sumOffset, models, memo) }
                            cursors[k] = stop
                        } }
                    }
                } else {
                    slotMarks.withUnsafeMutableBufferPointer { marks in
                        for l in transforms.indices {
                            transforms.unretained(l) { $0.withItems { items in
                                let stop = end.map { AnimationStore.boundary(items, from: cursors[k], slot: $0) } ?? items.count
                                for t in UnsafeBufferPointer(rebasing: items[cursors[k]..<stop]) where t.group >= 0 {
                                    let v = Int(t.viewSlot)
                                    let field = base + (v &* stride &+ sumOffset)
                                    var sum = Delta6()
                                    if marks[v].contains(.transformSummed) {
                                        sum = field.load(as: Delta6.self)
                                    } else {
                                        marks[v].insert(.transformSummed)
                                    }
                                    sum.add(t.payload, times: 1 - e[Int(rows[Int(t.group)])])
                                    field.storeBytes(of: sum, as: Delta6.self)
                                }
                                cursors[k] = stop
                            } }
                            k &+= 1
                        }
                    }
                }
            } }
        }
    }

    /// The index of the first item from `start` on whose view slot is `end` or more, in a
    /// list in slot order, by bisection: a tile's tracks are then walked as the whole list
    /// is, without a bound checked per track (callgrind: ~15 instructions a view and frame).
    @inline(__always)
    private static func boundary<P>(_ items: UnsafeBufferPointer<TrackList<P>.Item>, from start: Int, slot end: Int32) -> Int {
        var low = start, high = items.count
        while low < high {
            let mid = low &+ (high &- low) >> 1
            if items[mid].viewSlot < end { low = mid &+ 1 } else { high = mid }
        }
        return low
    }

    /// Writes the transform of the view in slot `v`, the model's decomposed transform plus
    /// `sum`, recomposed, into its field at `field + v × stride`.
    @inline(__always)
    private static func composeTransform(_ v: Int, _ sum: Delta6, _ field: UnsafeMutableRawPointer,
                                         _ models: UnsafeBufferPointer<Delta6>,
                                         _ memo: UnsafeMutablePointer<AngleMemo>) {
        var d = models[v]
        d.add(sum, times: 1)
        let parts = d.decomposed
        memo.pointee.turn(to: parts.angle)
        (field + v &* MemoryLayout<RenderedCore>.stride)
            .storeBytes(of: parts.transform(cos: memo.pointee.cos, sin: memo.pointee.sin), as: AffineTransform.self)
    }

    /// 4. Recomposes the transforms of the views in `slots` with a running transform
    ///    animation: the model's decomposed transform plus the sum.
    private mutating func compose(_ slots: Range<Int>, _ memo: UnsafeMutablePointer<AngleMemo>) {
        guard let offset = AnimationStore.transformProperty?.partOffset else { return }
        let stride = MemoryLayout<RenderedCore>.stride
        rendered.withUnsafeMutableBufferPointer { out in
            guard let base = UnsafeMutableRawPointer(out.baseAddress) else { return }
            slotMarks.withUnsafeBufferPointer { marks in
                modelTransforms.withUnsafeBufferPointer { models in
                    for v in slots where marks[v].contains(.transformSummed) {
                        let sum = (base + (v &* stride &+ offset)).load(as: Delta6.self)
                        AnimationStore.composeTransform(v, sum, base + offset, models, memo)
                    }
                }
            }
        }
    }
}
