/// The system's side of a timing row's blocks ended as one unit (AnimationStore+RowEnds.swift;
/// issue 19, the ending frame).
///
/// A block joins its row's end only when nothing would observe its end one by one: no
/// completion, no event kept or observed (``endsAreObserved``), and a handle its host reads
/// only through ``settle(_:)`` (``nextBlockMayEndWithItsRow``). At the row's tick it leaves the
/// live count with the others, and its `finished` is set when it is reclaimed: by the frames
/// after, a budget a frame (``reclaimBudget``), or at once by whatever reads liveness
/// (``settleRows()``: a new block, a cut, a model change, a presentation asked, …).
extension AnimationSystem {
    /// Groups reclaimed at most per frame after their row ended: one per ``viewsPerReclaim``
    /// views the store animates (those awaiting reclamation included), at least
    /// ``reclaimFloor``. Each costs ~0.6–0.8 µs of cold memory (its state, its tracks' items,
    /// its view's slot: docs/benchmark.md, "shape (b)'s ceiling"), as much as the pass spends
    /// on ~70 views; a share of the pass rather than a fixed count keeps the frames after an
    /// ending one, which also present the ended tracks until they go, the same fraction above
    /// a steady frame at any count (a fixed 128 was ~0.9 of a steady frame at 10,000 views,
    /// more at fewer).
    var reclaimBudget: Int { Swift.max(Self.reclaimFloor, store.liveViewCount / Self.viewsPerReclaim) }
    static let viewsPerReclaim = 256
    /// So that a few views' rows are reclaimed in a few frames.
    static let reclaimFloor = 16

    /// Makes the group in `group` end with its row if it may: the row's one end timer
    /// scheduled if it has none yet, or joined while nothing was scheduled since it was (then
    /// the row's blocks lie together in the clock's order, and ending them with it is the
    /// order their own timers would have had). Whether it did.
    func joinRowEnd(_ group: Int32, _ state: GroupState, label: String) -> Bool {
        let row = store.groupTimings[Int(group)]
        switch store.join(group, row: row, sequence: clock.lastSequence) {
        case false?: return false
        case true?: break
        case nil:
            let end = store.timings[Int(row)].end
            _ = clock.schedule(atTick: end, label: label) { [unowned self, sequence = clock.lastSequence + 1] in
                try endRow(row, at: end, sequence: sequence)
            }
            store.rowEnds[row] = RowEnd(tick: end, sequence: clock.lastSequence, first: group)
            storeCounts.rowTimers += 1
        }
        storeCounts.joinedGroups += 1
        state.slot = group                       // for ``settle(_:)``
        store.groupEnds[Int(group)] = GroupEnd.withRow
        return true
    }

    /// What the clock adds to its live timers so that ``Clock/pendingTimerCount`` counts an
    /// end per block, as when each had its own timer: the rows' blocks not yet ended, less
    /// the rows' timers.
    var rowEndTimerAdjustment: Int { storeCounts.joinedGroups - storeCounts.rowTimers }

    /// Whether ending a block records something someone reads: events kept, an observer, or
    /// an audit that follows the end.
    var endsAreObserved: Bool {
        if case .none = recorder.retention {} else { return true }
        if recorder.observer != nil { return true }
        if let audit = recorder.audit, !audit.ignores(.animationEnded(id: 0, tick: 0, finished: true)) { return true }
        return false
    }

    /// The row's end timer: its blocks that end with it end now — together, or one by one
    /// when their ends are observed or a task awaits one of them.
    func endRow(_ row: Int32, at tick: Int64, sequence: UInt64) throws {
        storeCounts.rowTimers -= 1
        guard let rowEnd = store.rowEnds[row], rowEnd.tick == tick, rowEnd.sequence == sequence else { return }
        store.rowEnds[row] = nil
        if rowEnd.oneByOne || endsAreObserved {
            try endOneByOne(store.joinedGroups(of: row, rowEnd)[...])
            return
        }
        let ended = store.endRow(row, rowEnd, at: tick)
        recorder.countUnkept(ended)
    }

    /// Ends `blocks` in turn as ``endBlocks(from:at:budget:)`` ends blocks queued together:
    /// after a block whose code ran, or once actions wait in the async queue, the rest wait
    /// for that queue (they go on as its last action); if a block's code throws, they go on
    /// there too, and the error propagates.
    private func endOneByOne(_ blocks: ArraySlice<(slot: Int32, state: GroupState)>) throws {
        var i = blocks.startIndex
        while i < blocks.endIndex {
            let (slot, state) = blocks[i]
            i += 1
            let ranCode: Bool
            do {
                ranCode = try groupDidEnd(slot, state: state)
            } catch {
                if i < blocks.endIndex { let rest = blocks[i...]; clock.async { [unowned self] in try endOneByOne(rest) } }
                throw error
            }
            if (ranCode || clock.hasAsyncWork) && i < blocks.endIndex {
                let rest = blocks[i...]
                clock.async { [unowned self] in try endOneByOne(rest) }
                return
            }
        }
    }

    /// Reclaims up to `budget` groups ended with their row: each completed (its `finished`,
    /// true unless one of its tracks was replaced; nothing awaits it: ``settle(_:)`` came
    /// first), its tracks, slots and row user freed, its state kept for reuse.
    func reclaimPending(budget: Int) {
        var left = budget
        while left > 0, let slot = store.nextPending() {
            reclaim(slot)
            left -= 1
        }
    }

    private func reclaim(_ slot: Int32) {
        // The state read from its slot is the one reference here, moved into `held` once the
        // store let go of it: passed in beside the store's (a tuple, an argument), it was a
        // second reference that `keepForReuse` could not see through, and every reclaimed
        // state was freed (~380 instructions a block, its `deinit` and glibc's free).
        let state = store.groups[Int(slot)].unsafelyUnwrapped
        _ = state.complete(state.allFinished)
        store.reclaim(slot, state)
        var held: GroupState? = consume state
        keepForReuse(&held)
    }

    /// Reclaims every group ended with its row, so that the store is what it was before rows
    /// ended as one: what every reader of a group's or a track's liveness calls first. Not
    /// while the frame pass runs (a Lua curve calling out): the store is being read.
    @inline(__always)
    public func settleRows() {
        if storeCounts.pendingGroups > 0 && !isEvaluatingFrame { reclaimPending(budget: .max) }
    }

    /// Reclaims the block of `handle` if it has ended with its row: its `finished` set, as its
    /// own end would have set it. What a host calls before reading a handle whose block it let
    /// end with its row (``nextBlockMayEndWithItsRow``).
    public func settle(_ handle: AnimationHandle) {
        guard storeCounts.pendingGroups > 0, !isEvaluatingFrame, let slot = rowSlot(of: handle),
              store.isPending(slot) else { return }
        reclaim(slot)
    }

    /// What a host calls before code awaits `handle` (a task's `await`): settled, and if its
    /// block still runs with its row, the row's blocks end one by one, so that the awaiting
    /// code runs where the block's own end would have run it.
    public func willAwait(_ handle: AnimationHandle) {
        settle(handle)
        guard let slot = rowSlot(of: handle), store.groupEnds[Int(slot)] == GroupEnd.withRow else { return }
        let row = store.groupTimings[Int(slot)]
        store.rowEnds[row]?.oneByOne = true
    }

    /// The slot of `handle`'s block if it is this system's, unfinished, and joined its row.
    private func rowSlot(of handle: AnimationHandle) -> Int32? {
        guard handle.finished == nil, let state = handle as? GroupState else { return nil }
        let slot = state.slot
        guard slot >= 0, Int(slot) < store.groups.count, store.groups[Int(slot)] === state,
              store.groupEnds[Int(slot)] & GroupEnd.withRow != 0 else { return nil }
        return slot
    }
}
