/// A timing row's blocks ended as one unit (issue 19, the ending frame; SPIKE).
///
/// Blocks sharing a row have one begin, duration and end, so they end at one tick. Those
/// nothing observes one by one — no completion, no handle a host holds — join their row's
/// end (``GroupEnd/withRow``) instead of each scheduling an end of its own: at the row's
/// tick they leave the live count together, their tracks stay in the lists for the frame
/// pass to present at progress 1 (an additive track adds 0, a replacing one presents its
/// `to`, the model's value), and later frames reclaim them under a budget.
enum GroupEnd {
    /// The block ends with its row (no end timer of its own).
    static let withRow: UInt8 = 1
    /// It has ended with its row and awaits reclamation.
    static let pending: UInt8 = 2
}

/// A row's one end timer: when it is due, the clock's sequence it took (and which no other
/// timer or action has taken since while blocks may still join), and how its blocks end.
struct RowEnd {
    var tick: Int64
    var sequence: UInt64
    /// Something was scheduled after the row's timer: a block begun since would end after
    /// it in the clock's order, not with the row, so it ends on its own.
    var closed = false
    /// A task awaits one of its blocks: they end one by one, as their own timers would.
    var oneByOne = false
    /// The slots of the blocks that joined the row: its end looks at these, not at every
    /// group slot (a staggered entrance, each view's block its own delay and so its own row,
    /// was rows × slots: quadratic). A row of one block allocates nothing. A slot may be
    /// listed twice — freed by a block cut short, then taken by a later joiner of the row —
    /// and is ended once: its ``GroupEnd`` byte says whether it still waits for the row.
    var first: Int32
    var more: [Int32] = []
}

extension AnimationStore {
    /// Adds the group in `slot` to the end of `row` if that end is open: nothing scheduled on
    /// the clock since its timer (whose sequence is `sequence`). Nil when the row has no end
    /// yet; false when it is closed (and from then on closed). One look-up, the row's list
    /// grown in place.
    mutating func join(_ slot: Int32, row: Int32, sequence: UInt64) -> Bool? {
        Self.join(slot, &rowEnds[row], sequence)
    }

    private static func join(_ slot: Int32, _ rowEnd: inout RowEnd?, _ sequence: UInt64) -> Bool? {
        guard rowEnd != nil else { return nil }
        guard !rowEnd.unsafelyUnwrapped.closed, rowEnd.unsafelyUnwrapped.sequence == sequence else {
            rowEnd!.closed = true
            return false
        }
        rowEnd!.more.append(slot)
        return true
    }

    /// Marks the live groups that joined `rowEnd`, the end of `row`, as ended; returns how
    /// many. They leave the live count here; their tracks, slots and states stay until
    /// ``reclaim(_:)``. A look at each joined slot's row and byte: no group's state is reached.
    mutating func endRow(_ row: Int32, _ rowEnd: RowEnd, at tick: Int64) -> Int {
        var ended = 0
        groupTimings.withUnsafeBufferPointer { rows in
            groupEnds.withUnsafeMutableBufferPointer { ends in
                func end(_ slot: Int32) {
                    let g = Int(slot)
                    guard rows[g] == row && ends[g] == GroupEnd.withRow else { return }
                    ends[g] = GroupEnd.withRow | GroupEnd.pending
                    ended += 1
                }
                end(rowEnd.first)
                for slot in rowEnd.more { end(slot) }
            }
        }
        rowEndVisits += 1 + rowEnd.more.count
        counts.groups -= ended
        counts.pendingGroups += ended
        counts.joinedGroups -= ended
        lastRowEnd = tick
        return ended
    }

    /// The live groups that joined `rowEnd`, the end of `row`, and still wait for it, each
    /// once, in the order their blocks began (their ids).
    mutating func joinedGroups(of row: Int32, _ rowEnd: RowEnd) -> [(slot: Int32, state: GroupState)] {
        var states: [(slot: Int32, state: GroupState)] = []
        func take(_ slot: Int32) {
            let g = Int(slot)
            guard groupTimings[g] == row && groupEnds[g] == GroupEnd.withRow, let state = groups[g] else { return }
            states.append((slot, state))
        }
        take(rowEnd.first)
        for slot in rowEnd.more { take(slot) }
        rowEndVisits += 1 + rowEnd.more.count
        states.sort { $0.state.id < $1.state.id }
        // a slot listed twice holds one block: its two entries are now side by side
        var i = 1
        while i < states.count { if states[i].state === states[i - 1].state { states.remove(at: i) } else { i += 1 } }
        return states
    }

    /// The slot of the next group awaiting reclamation from the cursor on; nil when none.
    /// (The slot, not its state: a state returned beside the store's reference would be a
    /// second one, and the reclaimed state could not be kept for reuse.)
    mutating func nextPending() -> Int32? {
        guard counts.pendingGroups > 0 else { return nil }
        var g = reclaimCursor
        for _ in 0..<groupEnds.count {
            if g >= groupEnds.count { g = 0 }
            if groupEnds[g] & GroupEnd.pending != 0, groups[g] != nil {
                reclaimCursor = g + 1
                return Int32(g)
            }
            g += 1
        }
        preconditionFailure("\(counts.pendingGroups) groups counted as awaiting reclamation, none marked")
    }

    /// Whether the group in `slot` has ended with its row and awaits reclamation.
    @inline(__always)
    func isPending(_ slot: Int32) -> Bool { groupEnds[Int(slot)] & GroupEnd.pending != 0 }

    /// Frees a group ended with its row: its tracks killed, its slot, row user and views freed
    /// (``remove(_:_:)``, which knows it left the live count at its row's end).
    mutating func reclaim(_ slot: Int32, _ state: GroupState) {
        remove(slot, state)
    }
}
