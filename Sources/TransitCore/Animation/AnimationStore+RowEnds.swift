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
}

extension AnimationStore {
    /// Marks the live groups of `row` that end with it as ended; returns how many. They leave
    /// the live count here; their tracks, slots and states stay until ``reclaim(_:)``.
    /// A walk of two plain arrays: no group's state is reached.
    mutating func endRow(_ row: Int32, at tick: Int64) -> Int {
        var ended = 0
        groupTimings.withUnsafeBufferPointer { rows in
            groupEnds.withUnsafeMutableBufferPointer { ends in
                for g in 0..<rows.count where rows[g] == row && ends[g] == GroupEnd.withRow {
                    ends[g] = GroupEnd.withRow | GroupEnd.pending
                    ended += 1
                }
            }
        }
        counts.groups -= ended
        counts.pendingGroups += ended
        counts.joinedGroups -= ended
        lastRowEnd = tick
        return ended
    }

    /// The next group awaiting reclamation from the cursor on, and its state; nil when none.
    mutating func nextPending() -> (slot: Int32, state: GroupState)? {
        guard counts.pendingGroups > 0 else { return nil }
        var g = reclaimCursor
        for _ in 0..<groupEnds.count {
            if g >= groupEnds.count { g = 0 }
            if groupEnds[g] & GroupEnd.pending != 0, let state = groups[g] {
                reclaimCursor = g + 1
                return (Int32(g), state)
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
