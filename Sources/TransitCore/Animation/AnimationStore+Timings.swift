/// The timing rows: one per distinct timing in use, shared by the blocks that have it, and
/// pass 1 of the frame pass, which eases each row once.
///
/// A block per view begun in one loop — the tween's 10,000, most transitions' — has one
/// begin, duration, curve, repeat and autoreverse: each block kept its own 40-byte row and
/// 8-byte progress, and pass 1 eased every block every frame (about 20 instructions a block
/// and frame even with the run of equal blocks memoised). Now such blocks share a row,
/// counted by its users and freed with its last; a block keeps its row's index
/// (``AnimationStore/groupTimings``) and its tracks read the row's progress through it.
/// Only rows whose progress is the timing's alone are shared (``GroupTiming/isShareable``);
/// rows never change once made, so a shared row needs no copy on write.
extension AnimationStore {
    /// The timing of the live group in `slot`.
    @inline(__always)
    func timing(ofGroup slot: Int32) -> GroupTiming { timings[Int(groupTimings[Int(slot)])] }

    /// The eased progress of the live group in `slot` after the last frame pass.
    @inline(__always)
    func progress(ofGroup slot: Int32) -> Double { progress[Int(groupTimings[Int(slot)])] }

    /// The row for a new block of `timing`: a shared row with the same timing, found first
    /// as the last one made or found (blocks begun one after another), then by hashing;
    /// else a new row.
    mutating func addTimingUser(_ timing: GroupTiming) -> Int32 {
        let shareable = timing.isShareable
        if shareable {
            let last = Int(lastSharedTiming)
            if last >= 0 && timings[last].users > 0 && timings[last].isSameTiming(as: timing) {
                timings[last].users += 1
                return lastSharedTiming
            }
            if let row = sharedTimings[TimingKey(timing)] {
                timings[Int(row)].users += 1
                lastSharedTiming = row
                return row
            }
        } else {
            ownTimingGroups += 1
        }
        var made = timing
        made.users = 1
        let row: Int32
        if let free = freeTimings.popLast() {
            row = free
            timings[Int(row)] = made
        } else {
            timings.appendGrowingByAQuarter(made)
            progress.appendGrowingByAQuarter(0)
            row = Int32(timings.count - 1)
        }
        if shareable {
            sharedTimings[TimingKey(timing)] = row
            lastSharedTiming = row
        }
        return row
    }

    /// A block using `row` ended: the row is freed with its last user (and a shared one
    /// forgotten by its timing).
    @inline(__always)
    mutating func removeTimingUser(row: Int32) {
        let r = Int(row)
        let shareable = timings[r].isShareable
        if !shareable { ownTimingGroups -= 1 }
        timings[r].users -= 1
        guard timings[r].users == 0 else { return }
        if shareable { sharedTimings[TimingKey(timings[r])] = nil }
        if !rowEnds.isEmpty { rowEnds[row] = nil }
        freeTimings.appendFree(row, upTo: timings.count)
    }

    /// 1. The eased progress of every row in use: the shared rows, whose progress is their
    ///    timing's, in one loop (a four-entry memo skips repeated Bézier solves: delayed rows
    ///    still at 0, ended ones at 1); then, if any, the rows of their own, group by group in
    ///    slot order, each asking its block's curve or driver (as before the rows were
    ///    shared, in the same order: a Lua curve's calls come in slot order).
    mutating func easeTimings(at now: Int64) {
        timings.withUnsafeBufferPointer { timings in
            progress.withUnsafeMutableBufferPointer { progress in
                curves.withUnsafeBufferPointer { curves in
                    var memo = BezierMemo()
                    for r in 0..<timings.count where timings[r].users > 0 {
                        switch timings[r].curveKind {
                        case .linear:
                            progress[r] = timings[r].linearProgress(at: now)
                        case .bezier:
                            progress[r] = memo.value(curves, timings[r].curveIndex, at: timings[r].linearProgress(at: now))
                        case .other, .driven:
                            continue
                        }
                    }
                }
            }
        }
        if ownTimingGroups > 0 { easeOwnTimings(at: now) }
    }

    /// Pass 1 for the groups with a row of their own, in slot order.
    private mutating func easeOwnTimings(at now: Int64) {
        for g in 0..<groups.count where groups[g] != nil {
            let r = Int(groupTimings[g])
            let t = timings[r]
            switch t.curveKind {
            case .linear, .bezier:
                continue
            case .other:
                let p = t.linearProgress(at: now)
                progress[r] = groups[g]?.curve?.value(at: p) ?? p
            case .driven:
                if let state = groups[g] { progress[r] = state.drivenProgress(t, at: now) }
            }
        }
    }
}

/// The hashable timing of a shared row (``GroupTiming`` but its count of users).
struct TimingKey: Hashable {
    var begin, duration, end: Int64
    var curveIndex: Int32
    var curveKind: CurveKind
    var cycles, autoreverses: Bool

    init(_ t: GroupTiming) {
        begin = t.begin
        duration = t.duration
        end = t.end
        curveIndex = t.curveIndex
        curveKind = t.curveKind
        cycles = t.cycles
        autoreverses = t.autoreverses
    }
}
