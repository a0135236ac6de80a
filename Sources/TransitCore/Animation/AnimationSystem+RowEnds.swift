#if canImport(Glibc)
import Glibc
#endif
/// The system's side of a timing row's blocks ended as one unit (AnimationStore+RowEnds.swift;
/// SPIKE, issue 19).
extension AnimationSystem {
    /// Groups reclaimed at most per frame after their row ended.
    /// (SPIKE: `TRANSIT_RECLAIM_BUDGET` overrides it, to measure the shape.)
    static let reclaimBudget = getenv("TRANSIT_RECLAIM_BUDGET").flatMap { Int(String(cString: $0)) } ?? 256

    /// Makes the group in `group` end with its row: the row's one end timer scheduled if it
    /// has none yet.
    func joinRowEnd(_ group: Int32, label: String) {
        store.groupEnds[Int(group)] = GroupEnd.withRow
        let row = store.groupTimings[Int(group)]
        guard store.rowEnds[row] == nil else { return }
        let end = store.timings[Int(row)].end
        store.rowEnds[row] = end
        _ = clock.schedule(atTick: end, label: label) { [unowned self] in try endRow(row, at: end) }
    }

    /// Whether ending a block records something someone reads (kept events, an observer, an
    /// audit that follows the end).
    private var endsAreObserved: Bool {
        if case .none = recorder.retention {} else { return true }
        if recorder.observer != nil { return true }
        if let audit = recorder.audit, !audit.ignores(.animationEnded(id: 0, tick: 0, finished: true)) { return true }
        return false
    }

    /// The row's end timer: its blocks that end with it end now.
    func endRow(_ row: Int32, at tick: Int64) throws {
        guard store.rowEnds[row] == tick else { return }
        store.rowEnds[row] = nil
        if endsAreObserved {
            // each end is recorded: one by one, as their own timers would
            for g in 0..<store.groups.count where store.groupTimings[g] == row && store.groupEnds[g] == GroupEnd.withRow {
                guard let state = store.groups[g] else { continue }
                try groupDidEnd(Int32(g), state: state)
            }
            return
        }
        let ended = store.endRow(row, at: tick)
        recorder.countUnkept(ended)
    }

    /// Reclaims up to `budget` groups ended with their row, keeping their states for reuse.
    func reclaimPending(budget: Int) {
        var left = budget
        while left > 0, let (slot, state) = store.nextPending() {
            var held: GroupState? = consume state
            store.reclaim(slot, held.unsafelyUnwrapped)
            keepForReuse(&held)
            left -= 1
        }
    }
}
