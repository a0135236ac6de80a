/// A scheduled action: due at `tick`, ordered among equal ticks by `sequence` (the clock's
/// global scheduling counter), labelled with the caller's origin for loop-guard messages.
struct ScheduledAction {
    let tick: Int64
    let sequence: UInt64
    let label: String
    let action: () throws -> Void
}

/// What a timer runs: a closure, or the end of an `animate` block. A block's end is a case
/// of its own so that the clock can end the blocks due together, one after another in the
/// queue, in one loop (``Clock/fire(budget:)``) instead of one timer's round at a time.
enum TimerAction {
    case closure(() throws -> Void)
    case blockEnd(GroupState)
}

/// A timer taken from the queue to run.
struct DueTimer {
    let tick: Int64
    let label: String
    let action: TimerAction
}

/// The clock's timers, ordered by (tick, sequence), popped one at a time.
///
/// Timers that fall due at the same tick and were scheduled one after another — no other
/// timer scheduled between them — share one *run*: a list in sequence order behind a single
/// entry of a binary min-heap. Ten thousand animations started together end at one tick and
/// cost one heap entry; popping one of them is taking the next of its run, not a sift
/// through ten thousand entries. The order is exactly the per-timer order: a run's members
/// have consecutive places among the timers of their tick (anything scheduled at that tick
/// later has a later sequence and joins this run or a later one), so a run stays first
/// among its tick's entries while it has members. Timers are still popped, counted and
/// cancelled one by one; only the bookkeeping is shared.
///
/// Cancellation is O(1) and needs no search or hashing: a ``TimerID`` says where its timer
/// lies (run and member), and the member's sequence proves it is still that timer.
struct TimerQueue {
    /// One member of a run: its action until it runs or is cancelled, then nil.
    private struct Member {
        let sequence: UInt64
        let label: String
        var action: TimerAction?
    }

    /// Timers due at one tick, in sequence order; `head` is the first not yet taken.
    /// Members taken are dropped from the front once they are many (a timer that keeps
    /// scheduling another at the same tick must not grow a run forever); `base` is how many
    /// were dropped, so a location's member index stays valid.
    private struct Run {
        var tick: Int64
        /// Grown by a quarter (``Swift/Array/appendGrowingByAQuarter(_:)``), as the store's
        /// arrays: ten thousand blocks begun together end at one tick, and doubling gave
        /// their run storage for 16,384 members of 48 bytes (~79 bytes a block; ~51 now).
        var members: [Member]
        var head = 0
        var base = 0

        /// Moves the head past its member just taken (its action already nil); the queue's
        /// `liveCount` is the caller's.
        @inline(__always)
        mutating func passHead() {
            let taken = head
            head = taken + 1
            if taken >= 4096 && 2 * taken >= members.count {
                members.removeFirst(taken + 1)
                base += taken + 1
                head = 0
            }
        }
    }

    /// A heap entry: plain values, so sifting moves no reference counts.
    private struct Entry {
        var tick: Int64
        /// The sequence of the run's first member still pending (the run's place).
        var sequence: UInt64
        var run: Int32

        @inline(__always) func precedes(_ other: Entry) -> Bool {
            tick < other.tick || (tick == other.tick && sequence < other.sequence)
        }
    }

    private var heap: [Entry] = []
    private var runs: [Run] = []
    private var freeRuns: [Int32] = []
    /// The run the last timer joined, while it is in the heap: the next timer joins it if it
    /// is due at the same tick (nothing was scheduled in between).
    private var lastRun: Int32 = -1
    /// Entries that will still run (scheduled minus cancelled and taken).
    private(set) var liveCount = 0

    /// Adds `entry`; returns where it lies, for ``cancel(_:at:)``.
    mutating func insert(tick: Int64, sequence: UInt64, label: String, _ action: TimerAction) -> TimerLocation {
        liveCount += 1
        let member = Member(sequence: sequence, label: label, action: action)
        if lastRun >= 0, runs[Int(lastRun)].tick == tick {
            runs[Int(lastRun)].members.appendGrowingByAQuarter(member)
            let run = runs[Int(lastRun)]
            return TimerLocation(run: lastRun, member: run.base + run.members.count - 1)
        }
        let slot: Int32
        if let free = freeRuns.popLast() {
            // The free run's emptied storage, reused (see `settleTop`).
            runs[Int(free)].tick = tick
            runs[Int(free)].members.appendGrowingByAQuarter(member)
            slot = free
        } else {
            runs.append(Run(tick: tick, members: [member]))
            slot = Int32(runs.count - 1)
        }
        lastRun = slot
        heap.append(Entry(tick: tick, sequence: sequence, run: slot))
        siftUp(heap.count - 1)
        return TimerLocation(run: slot, member: 0)
    }

    /// Cancels the timer `sequence` at `location`; false if it already ran or was cancelled
    /// (or is unknown: a location from elsewhere names another sequence, or nothing).
    mutating func cancel(_ sequence: UInt64, at location: TimerLocation?) -> Bool {
        guard let location = location ?? find(sequence) else { return false }
        let r = Int(location.run)
        guard r < runs.count else { return false }
        let m = location.member - runs[r].base
        guard m >= 0, m < runs[r].members.count, runs[r].members[m].sequence == sequence,
              runs[r].members[m].action != nil else { return false }
        runs[r].members[m].action = nil
        liveCount -= 1
        return true
    }

    /// Cancels the end timer of `state`'s block at `location`; false if it already ran or
    /// was cancelled (or the place holds another timer now). The timer is known by what it
    /// ends rather than by its sequence, which the block's state does not keep
    /// (``BlockEndTimer``): a block's end is scheduled once, so a member ending `state`'s
    /// block and still pending is its end timer.
    mutating func cancelBlockEnd(of state: GroupState, at location: TimerLocation) -> Bool {
        let r = Int(location.run)
        guard r >= 0, r < runs.count else { return false }
        let m = location.member - runs[r].base
        guard m >= 0, m < runs[r].members.count,
              case .blockEnd(let ended)? = runs[r].members[m].action, ended === state else { return false }
        runs[r].members[m].action = nil
        liveCount -= 1
        return true
    }

    /// The tick of the next live timer.
    mutating func peekTick() -> Int64? {
        guard let top = settleTop() else { return nil }
        return runs[Int(top)].tick
    }

    /// The label of the next live timer.
    mutating func peekLabel() -> String? {
        guard let top = settleTop() else { return nil }
        let run = runs[Int(top)]
        return run.members[run.head].label
    }

    /// Removes and returns the next live timer.
    mutating func pop() -> DueTimer? {
        guard let top = settleTop() else { return nil }
        let r = Int(top)
        let member = runs[r].members[runs[r].head]
        take(r)
        return DueTimer(tick: runs[r].tick, label: member.label, action: member.action!)
    }

    /// Removes and returns the next live timer if it is a block's end due at `tick`: the
    /// timer that would run next anyway, taken without a `DueTimer` made (its label is read
    /// only by `runUntilIdle`, which takes timers one by one).
    ///
    /// The top run's head, when it is live, is that timer already (``settleTop()`` would
    /// return the run as it is), so it is taken without settling: ending the blocks of one
    /// run is then one in-place access a block (callgrind: `settleTop` was ~115 instructions
    /// of the ~230 a block cost here). The heap entry's sequence is left at the run's
    /// earlier head, only ever smaller than its live head's: every other entry of its tick
    /// comes after all of the run's members (see the type), so the order is the same, and
    /// ``settleTop()`` brings it up to date when it next runs.
    mutating func popBlockEnd(at tick: Int64) -> GroupState? {
        if let top = heap.first, let state = takeBlockEnd(run: Int(top.run), at: tick) { return state }
        guard let top = settleTop() else { return nil }
        return takeBlockEnd(run: Int(top), at: tick)
    }

    /// Takes run `r`'s head if it is a live block end due at `tick`.
    @inline(__always)
    private mutating func takeBlockEnd(run r: Int, at tick: Int64) -> GroupState? {
        // In place: `runs[r].members[head]` copies the run, retaining its members (callgrind:
        // ~120 instructions a block here and in `settleTop`).
        let state: GroupState? = runs.mutateInPlace(r) { run in
            let head = run.pointee.head
            guard run.pointee.tick == tick, head < run.pointee.members.count else { return nil }
            let taken: GroupState? = run.pointee.members.mutateInPlace(head) { member in
                guard case .blockEnd(let state)? = member.pointee.action else { return nil }
                member.pointee.action = nil
                return state
            }
            // The head passed in the same access (through `runs[r]` again it was a
            // uniqueness check and bounds checks more a block).
            if taken != nil { run.pointee.passHead() }
            return taken
        }
        guard let state else { return nil }
        liveCount -= 1
        return state
    }

    /// Marks the head of run `r` (live, settled) taken.
    @inline(__always)
    private mutating func take(_ r: Int) {
        runs.mutateInPlace(r) { run in
            run.pointee.members[run.pointee.head].action = nil
            run.pointee.passHead()
        }
        liveCount -= 1
    }

    /// Drops taken and cancelled members from the top run, and runs with none left from the
    /// heap, until the top run's head is a live timer; returns that run (nil when empty).
    private mutating func settleTop() -> Int32? {
        while let top = heap.first {
            let r = Int(top.run)
            // In place (see `popBlockEnd`): the sequence of the run's first live member.
            let live: UInt64? = runs.mutateInPlace(r) { run in
                run.pointee.members.withUnsafeBufferPointer { members in
                    var head = run.pointee.head
                    while head < members.count, case .none = members[head].action { head += 1 }
                    run.pointee.head = head
                    return head < members.count ? members[head].sequence : nil
                }
            }
            if let sequence = live {
                if heap[0].sequence != sequence { heap[0].sequence = sequence }   // stays first: see the type
                return top.run
            }
            removeTop()
            // Emptied, not freed: freeing ten thousand members' storage on the frame they
            // end made malloc consolidate its fast bins there (callgrind); the next run
            // in this slot reuses it.
            runs[r].members.removeAll(keepingCapacity: true)
            runs[r].head = 0
            runs[r].base = 0
            freeRuns.append(top.run)
            if lastRun == top.run { lastRun = -1 }
        }
        return nil
    }

    /// Where a timer made without its location lies (a `TimerID` built by hand): a search.
    private func find(_ sequence: UInt64) -> TimerLocation? {
        for entry in heap {
            let members = runs[Int(entry.run)].members
            if let m = members.firstIndex(where: { $0.sequence == sequence }) {
                return TimerLocation(run: entry.run, member: runs[Int(entry.run)].base + m)
            }
        }
        return nil
    }

    private mutating func siftUp(_ index: Int) {
        var i = index
        while i > 0 {
            let parent = (i - 1) / 2
            if !heap[i].precedes(heap[parent]) { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var i = 0
        let n = heap.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && heap[l].precedes(heap[m]) { m = l }
            if r < n && heap[r].precedes(heap[m]) { m = r }
            if m == i { break }
            heap.swapAt(i, m)
            i = m
        }
    }
}

/// Where a timer lies in its ``TimerQueue``: its run and its index in the run (counting the
/// members dropped from the run's front).
///
/// The 32-bit run after the member: 12 bytes, not 16 with padding after the run, so an
/// optional ``TimerID`` is 21 bytes.
struct TimerLocation: Hashable, Sendable {
    let member: Int
    let run: Int32

    init(run: Int32, member: Int) {
        self.member = member
        self.run = run
    }
}

/// Where an `animate` block's end timer lies (``Clock/scheduleBlockEnd(atTick:label:_:)``): a
/// ``TimerLocation`` in 8 bytes, without the sequence a ``TimerID`` carries — the timer is
/// known by the block it ends (``TimerQueue/cancelBlockEnd(of:at:)``). Every block's state
/// holds one, and its 8 bytes (a `TimerID?` took 24) keep the state within glibc's 128-byte
/// heap blocks (``GroupState``). A run's members number far below 2³¹ (each is a timer in
/// memory), so the member's index fits 32 bits.
struct BlockEndTimer: Equatable {
    let run: Int32
    let member: Int32

    /// No end timer (a block that ends otherwise: a property animator's, a timeline's, one
    /// repeating forever).
    static let none = BlockEndTimer(run: -1, member: -1)

    private init(run: Int32, member: Int32) {
        self.run = run
        self.member = member
    }

    init(_ location: TimerLocation) {
        self.init(run: location.run, member: Int32(location.member))
    }

    var location: TimerLocation { TimerLocation(run: run, member: Int(member)) }
}
