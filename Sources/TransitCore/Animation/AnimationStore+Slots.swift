/// The per-view slots of ``AnimationStore``: a view holds one while it has live tracks, with
/// copies of its model's two parts for the frame pass.
extension AnimationStore {
    /// Keeps the store's part of an animated view's model in step (called by `View.model`'s
    /// didSet): its prefix, and marks for the next frame pass, which copies the rest of the
    /// model from the view and decomposes its transform again (``SlotMarks/modelTransformStale``:
    /// the store keeps no copy of the old transform to tell whether it changed, and a
    /// transform decomposed once a frame serves every change made in between).
    mutating func updateModel(slot: Int32, _ model: ViewModel) {
        let i = Int(slot)
        slotMarks[i].remove(.modelCopied)
        slotMarks[i].insert(.modelTransformStale)
        modelPrefixes[i] = ModelPrefix(model.core)
        if AnimationStore.isWide(model.core) { wideSlots.insert(slot) }
        layerRows.update(slot: slot, model.layer)
        tailRows.update(slot: slot, CoreTail(model.core))
    }

    /// The view's slot, given on its first track.
    mutating func viewSlot(for view: View) -> Int32 {
        if view.animationSlot >= 0 { return view.animationSlot }
        counts.views += 1
        let slot: Int32
        if let s = freeViews.popLast() {
            views[Int(s)] = view
            slotMarks[Int(s)] = .live
            slotTrackCounts[Int(s)] = 0
            slot = s
        } else {
            views.appendGrowingByAQuarter(view)
            modelPrefixes.appendGrowingByAQuarter(ModelPrefix(view.model.core))
            layerRows.appendSlot()
            tailRows.appendSlot()
            modelTransforms.appendGrowingByAQuarter(Delta6())
            slotTrackCounts.appendGrowingByAQuarter(0)
            slotTracks.appendGrowingByAQuarter(SlotTracks())
            rendered.appendGrowingByAQuarter(RenderedCore())
            slotMarks.appendGrowingByAQuarter(.live)
            slot = Int32(views.count - 1)
        }
        modelPrefixes[Int(slot)] = ModelPrefix(view.model.core)
        if AnimationStore.isWide(view.model.core) { wideSlots.insert(slot) }
        modelTransforms[Int(slot)] = AnimationStore.transformProperty.map { Delta6($0.read(view.model)) } ?? Delta6()
        view.animationSlot = slot
        return slot
    }

    /// Frees a slot whose view has no live track left (its count already 0: the list's
    /// places are left as they are, AnimationStore+ViewTracks.swift); the view is taken out
    /// of the table, not read and then cleared (a retain and a release fewer).
    mutating func releaseViewSlot(_ slot: Int32) {
        // Pass 2 resets only live slots' marks, and pass 4 composes every slot marked
        // summed: a free slot keeps none (nor "rendered", for the view that gets it next),
        // and is not live.
        slotMarks[Int(slot)] = []
        if layerRows.row(ofSlot: slot) >= 0 || tailRows.row(ofSlot: slot) >= 0 {
            layerRows.release(slot: slot)
            tailRows.release(slot: slot)
            countRowBytes()
        }
        if !wideSlots.isEmpty { wideSlots.remove(slot) }
        freeViews.appendFree(slot, upTo: views.count)
        counts.views -= 1
        // Last: the store's may be the view's last reference (its deinit runs here).
        views[Int(slot)].take()!.animationSlot = -1
    }

    /// Puts the slot in the table of `d`'s part if it has one (the layer's, the core's tail):
    /// from now until the slot is freed, the frame pass copies the slot's model values there
    /// and the tracks write there. `start` is the value a new track of `d` starts from as
    /// presented (for an additive one, its delta added to the model): until the next pass
    /// the row presents it, as the last pass showed it (``SlotRows/present(_:slot:offset:_:)``).
    mutating func markRowTracks(_ d: PropertyDescriptor, _ slot: Int32, start: () -> AnimVector) {
        guard !d.inRenderedCore else { return }
        let model = views[Int(slot)]!.model
        let presented = { d.isAdditive ? d.adding(start(), times: 1, to: d.read(model)) : start() }
        if d.inLayer {
            layerRows.give(slot: slot, model.layer)
            layerRows.present(d, slot: slot, offset: d.rowOffset, presented)
        } else {
            tailRows.give(slot: slot, CoreTail(model.core))
            tailRows.present(d, slot: slot, offset: d.rowOffset, presented)
        }
        countRowBytes()
    }

    /// The rows' bytes, where the memory limit's hook reads them (``StoreCounts/rowBytes``).
    private func countRowBytes() {
        counts.rowBytes = layerRows.bytesInUse + tailRows.bytesInUse
    }

    /// Whether the slot's view has had a track of a layer property since it got the slot.
    func hasLayerTracks(_ slot: Int32) -> Bool { layerRows.row(ofSlot: slot) >= 0 }

    /// The presentation the last frame pass rendered for `slot`: its core, and its layer's
    /// values — for the fields of a part without a row (the layer's, the core's tail), the
    /// model's as it is now: no animation moves them (a change made since the last pass
    /// without an animation reads as made, where the core's first fields read as that pass
    /// left them).
    func renderedPresentation(slot: Int) -> Presentation {
        let model = views[slot]!.model
        var values = ViewModel()
        values.core = model.core
        let r = rendered[slot]
        values.core.bounds = r.bounds
        values.core.center = r.center
        values.core.transform = r.transform
        values.core.alpha = r.alpha
        let tail = tailRows.row(ofSlot: Int32(slot))
        if tail >= 0 {
            values.core.cornerRadius = tailRows.rendered[Int(tail)].cornerRadius
            values.core.backgroundColor = tailRows.rendered[Int(tail)].backgroundColor
        }
        let layer = layerRows.row(ofSlot: Int32(slot))
        values.layer = layer >= 0 ? layerRows.rendered[Int(layer)] : model.layer
        return Presentation(values: values)
    }

    /// The address of `d`'s field in the frame pass's output for `slot`: in `rendered` or,
    /// for a property of the layer or of the core's tail, in its table's row.
    mutating func withRenderedField(_ d: PropertyDescriptor, slot: Int32, _ body: (UnsafeMutableRawPointer) -> Void) {
        if d.inLayer {
            layerRows.withRenderedField(slot: slot, offset: d.rowOffset, body)
        } else if d.inCoreTail {
            tailRows.withRenderedField(slot: slot, offset: d.rowOffset, body)
        } else {
            rendered.withUnsafeMutableBytes { body($0.baseAddress! + (Int(slot) &* MemoryLayout<RenderedCore>.stride &+ d.partOffset)) }
        }
    }
}

/// A slot's marks in the frame pass (``AnimationStore/slotMarks``), one byte: they replace
/// per-slot `Bool`s and, for the transform sums, a 48-byte sum and an 8-byte stamp per slot
/// (56 bytes of every animated view's, with the arrays' growth about 90).
struct SlotMarks: OptionSet {
    let rawValue: UInt8
    /// The slot belongs to a view (from ``AnimationStore/viewSlot(for:)`` to
    /// ``AnimationStore/releaseViewSlot(_:)``). A mark rather than an array of its own, so
    /// that pass 2 reads one byte a slot to know what to copy.
    static let live = SlotMarks(rawValue: 16)
    /// `rendered[slot]` was written since the slot was given to its view.
    static let rendered = SlotMarks(rawValue: 1)
    /// This pass has begun the slot's transform sum, in its presentation's transform field
    /// (pass 4 composes it with the model's and clears nothing: pass 2 resets the marks).
    /// Not set when the tiles compose the transforms in pass 3, which keeps each sum in
    /// registers (``AnimationStore/evaluateTiles(tileSlots:composingInTiles:)``).
    static let transformSummed = SlotMarks(rawValue: 2)
    /// `rendered[slot]` holds the model's core as pass 2 last copied it whole, and since then
    /// neither the model changed nor a track of the slot's view ended: every field no track
    /// writes is still the model's, so pass 2 copies only the fields pass 3 adds onto
    /// (``AnimationStore/additivePrefix``). Cleared where the store's model copy is written
    /// and where a track is taken off a view that keeps its slot (a freed slot's marks are
    /// all cleared).
    static let modelCopied = SlotMarks(rawValue: 4)
    /// The view's model changed since its transform was last decomposed into
    /// ``AnimationStore/modelTransforms``: pass 2, which then copies the model whole, decomposes
    /// it again. Set only with ``modelCopied`` cleared; pass 2 resets it.
    static let modelTransformStale = SlotMarks(rawValue: 8)
}

/// The first fields of a ``ModelCore``, `bounds` and `center`, laid out as there: the
/// fields of the additive point and rect lanes, which pass 2 puts back into a presentation
/// every frame (``AnimationStore/additivePrefix`` bytes, copied from one to the other as
/// bytes; ``AnimationStore/modelPrefixes``).
struct ModelPrefix {
    var bounds: Rect
    var center: Point

    init(_ core: ModelCore) {
        bounds = core.bounds
        center = core.center
    }
}

extension Array {
    /// Appends, growing a full array by a quarter (and 16) instead of doubling it: the slot
    /// arrays hold ~370 bytes per animated view, the track lists and the group table ~220
    /// per block, and doubling left up to half of that unused (at 10,000 views capacity
    /// 16,384; docs/benchmark.md, memory). Slots, tracks and groups are made only as blocks
    /// begin, never in the frame pass; each element is moved about four times on the way up
    /// instead of once.
    @inline(__always)
    mutating func appendGrowingByAQuarter(_ element: Element) {
        if count == capacity { reserveCapacity(count + count / 4 + 16) }
        append(element)
    }
}
