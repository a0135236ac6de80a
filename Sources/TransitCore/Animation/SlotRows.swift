/// A sparse table of the store's (``AnimationStore``): rows of model values, and of the frame
/// pass's output, only for the view slots that have had a track of one of the table's
/// properties since they got their slot. A view animating none of them presents its model's
/// values for them: nothing moves them.
///
/// Two tables use it: the layer's values (``LayerModel``, 272 bytes, two per row), and the
/// core's tail (``CoreTail``: `cornerRadius` and `backgroundColor`, which few animations
/// touch). Per slot the table costs its 4-byte row number; a row costs its two values.
struct SlotRows<Row> {
    /// Per view slot, its row, or -1.
    private(set) var rowOfSlot: [Int32] = []
    /// Per row: the slot's model values, kept in step by ``update(slot:_:)``, and what the
    /// frame pass presents (its model values, then the tracks written over them).
    private(set) var models: [Row] = []
    var rendered: [Row] = []
    /// Per row, its slot (-1: a free row).
    private(set) var slotOfRow: [Int32] = []
    private(set) var freeRows: [Int32] = []
    /// How many rows are in use (the frame pass skips the table at 0).
    private(set) var used = 0
    /// Per row, the frame passes begun when it was given, and which properties' fields
    /// (bit = `AnimatedProperty.rawValue`) have been set in its presented values since: a
    /// row given since the last pass presents what that pass showed (``present(_:slot:offset:_:)``).
    private var givenAtPass: [Int] = []
    private var presentedSince: [PropertyMask] = []
    private var passes = 0

    /// The bytes of the rows in use: a row's model and presented values.
    var bytesInUse: Int { used * 2 * MemoryLayout<Row>.stride }

    /// A new slot, with no row.
    mutating func appendSlot() { rowOfSlot.appendGrowingByAQuarter(-1) }

    @inline(__always)
    func row(ofSlot slot: Int32) -> Int32 { rowOfSlot[Int(slot)] }

    /// Gives `slot` a row holding `model` (read only when the slot has none yet), and keeps it
    /// until ``release(slot:)``.
    mutating func give(slot: Int32, _ model: @autoclosure () -> Row) {
        if rowOfSlot[Int(slot)] >= 0 { return }
        let values = model()
        let row: Int32
        if let free = freeRows.popLast() {
            row = free
            models[Int(row)] = values
            rendered[Int(row)] = values   // not the last owner's: a read before the next pass sees it
            slotOfRow[Int(row)] = slot
            givenAtPass[Int(row)] = passes
            presentedSince[Int(row)] = 0
        } else {
            row = Int32(models.count)
            models.append(values)
            rendered.append(values)
            slotOfRow.append(slot)
            givenAtPass.append(passes)
            presentedSince.append(0)
        }
        rowOfSlot[Int(slot)] = row
        used += 1
    }

    /// The slot's model values changed: its row (if it has one) follows. Inlined, as
    /// ``release(slot:)`` is: most slots have no row, and the call was the cost.
    @inline(__always)
    mutating func update(slot: Int32, _ model: @autoclosure () -> Row) {
        let row = rowOfSlot[Int(slot)]
        if row >= 0 { models[Int(row)] = model() }
    }

    /// The slot is freed: so is its row, for the next slot that needs one. Inlined up to the
    /// row's test: the ending frame frees thousands of slots, most without a row of either
    /// table (callgrind: the two calls were ~45 instructions a freed slot).
    @inline(__always)
    mutating func release(slot: Int32) {
        let row = rowOfSlot[Int(slot)]
        if row >= 0 { free(row: row, of: slot) }
    }

    private mutating func free(row: Int32, of slot: Int32) {
        rowOfSlot[Int(slot)] = -1
        slotOfRow[Int(row)] = -1
        freeRows.append(row)
        used -= 1
    }

    /// Pass 2 for the table: every row in use starts from its model values.
    mutating func startFrame() {
        passes &+= 1
        guard used > 0 else { return }
        for r in 0..<slotOfRow.count where slotOfRow[r] >= 0 { rendered[r] = models[r] }
    }

    /// Until the next frame pass, the presented values of a row given since the last one
    /// (``AnimationStore/renderedPresentation(slot:)`` reads them) are what that pass showed
    /// for the slot: its model values — and, for a property a new animation now moves, the
    /// value it showed before the change (`presented`: the animation's start), once per
    /// property (a second animation of it in the same turn starts from the first's end).
    /// A row given at an earlier pass holds that pass's values already.
    mutating func present(_ d: PropertyDescriptor, slot: Int32, offset: Int, _ presented: () -> AnimVector) {
        let row = Int(rowOfSlot[Int(slot)])
        guard row >= 0, givenAtPass[row] == passes else { return }
        let bit = PropertyMask(1) << PropertyMask(d.property.rawValue)
        guard presentedSince[row] & bit == 0 else { return }
        presentedSince[row] |= bit
        let value = presented()
        withRenderedField(slot: slot, offset: offset) { d.write(value, field: $0) }
    }

    /// The address of the field at `offset` in `slot`'s presented row (the slot has one: it
    /// is given with the slot's first track of the table's properties).
    mutating func withRenderedField(slot: Int32, offset: Int, _ body: (UnsafeMutableRawPointer) -> Void) {
        let row = Int(rowOfSlot[Int(slot)])
        precondition(row >= 0, "a track of a row table's property on a slot without a row")
        rendered.withUnsafeMutableBytes { body($0.baseAddress! + (row &* MemoryLayout<Row>.stride &+ offset)) }
    }
}
