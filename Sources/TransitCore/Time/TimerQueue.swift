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
/// Within a run, block ends scheduled one after another with consecutive sequences and the
/// same label share one member, a *pack*: the pack keeps the label and the first sequence,
/// and its ends are 8-byte references in the run's `ends` (end `i` of a pack has sequence
/// `first + i`). Nothing can lie between two ends of a pack — a timer scheduled between them
/// took a sequence between theirs and starts a new member — so taking a pack's ends in turn is
/// the per-timer order. A block's end cost a 48-byte member, with its label (~51 bytes a block
/// at ten thousand blocks, with the run's growth); in a pack it is ~10.
///
/// Cancellation is O(1) and needs no search or hashing: a ``TimerID`` says where its timer
/// lies (run and member), and the member's sequence proves it is still that timer; a
/// ``BlockEndTimer`` says where its end lies in its run's `ends`, and the block's state
/// proves it.
struct TimerQueue {
    /// One member of a run: a closure timer, or a pack of block ends.
    private struct Member {
        /// The timer's sequence; a pack's first end's.
        let sequence: UInt64
        let label: String
        var kind: Kind
    }

    private enum Kind {
        /// A closure timer's action until it runs or is cancelled, then nil.
        case closure((() throws -> Void)?)
        /// A pack: its ends are the run's `ends[first..<end]`.
        case blockEnds(first: Int32, end: Int32)
    }

    /// Timers due at one tick, in sequence order; `head` is the first member not yet passed.
    /// Members passed are dropped from the front once they are many (a timer that keeps
    /// scheduling another at the same tick must not grow a run forever); `base` is how many
    /// were dropped, so a location's member index stays valid.
    private struct Run {
        var tick: Int64
        /// Grown by a quarter (``Swift/Array/appendGrowingByAQuarter(_:)``), as the store's
        /// arrays: ten thousand blocks begun together end at one tick.
        var members: [Member]
        var head = 0
        var base = 0
        /// The packs' block ends, in order; nil once taken or cancelled. Never dropped from the
        /// front: a block's end is always later than the tick it is scheduled at (its duration
        /// is at least a tick), so no end joins a run once the run has begun to be taken.
        /// Never shortened either: the ends in use are the first `endsCount`, the rest nil, and
        /// the run's slot reuses them (emptying the array released each nil end, ~50
        /// instructions an end on the frame they ended: callgrind).
        var ends: [GroupState?] = []
        var endsCount = 0
        /// The first end not yet passed: every end before it is taken or cancelled.
        var endsHead = 0
        /// While the head member is a pack found live by ``TimerQueue/settleTop()``: its `end`
        /// (kept up to date as the pack grows), so that ``TimerQueue/popBlockEnd(at:)`` takes
        /// `ends[endsHead]` without reaching the member; otherwise at most `endsHead`.
        var endsStop = 0

        init(tick: Int64) {
            self.tick = tick
            members = []
        }

        /// Moves the head past its member (a closure timer just taken, or a pack with no end
        /// left); the queue's `liveCount` is the caller's.
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

        /// Moves the head past its pack, whose last end was just taken, and on to the next
        /// member's ends if it is a pack (its first end is `endsHead`: a run's packs' ends are
        /// in order): blocks of a run that each have a label of their own are a pack each,
        /// and the next is taken without settling.
        @inline(__always)
        mutating func passPack() {
            passHead()
            endsStop = 0
            guard head < members.count else { return }
            if case .blockEnds(_, let end) = members[head].kind { endsStop = Int(end) }
        }
    }

    /// A heap entry: plain values, so sifting moves no reference counts.
    private struct Entry {
        var tick: Int64
        /// The sequence of the run's first timer still pending (the run's place).
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

    /// Adds a closure timer; returns where it lies, for ``cancel(_:at:)``.
    mutating func insert(tick: Int64, sequence: UInt64, label: String,
                         _ action: @escaping () throws -> Void) -> TimerLocation {
        liveCount += 1
        let r = run(for: tick, sequence: sequence)
        runs[r].members.appendGrowingByAQuarter(Member(sequence: sequence, label: label, kind: .closure(action)))
        return TimerLocation(run: Int32(r), member: runs[r].base + runs[r].members.count - 1)
    }

    /// Adds the end of `state`'s block: to the run's last member if that is a pack it continues
    /// (same label, the next sequence), else as a new pack. Returns where it lies, for
    /// ``cancelBlockEnd(of:at:)``.
    mutating func insertBlockEnd(tick: Int64, sequence: UInt64, label: String, _ state: GroupState) -> BlockEndTimer {
        liveCount += 1
        let r = run(for: tick, sequence: sequence)
        return runs.mutateInPlace(r) { run in
            let index = run.pointee.endsCount
            if index < run.pointee.ends.count {
                run.pointee.ends[index] = state
            } else {
                run.pointee.ends.appendGrowingByAQuarter(state)
            }
            run.pointee.endsCount = index + 1
            let last = run.pointee.members.count - 1
            let extended: Bool = last >= 0 && run.pointee.members.mutateInPlace(last) { member in
                guard case .blockEnds(let first, let end) = member.pointee.kind,
                      sequence == member.pointee.sequence &+ UInt64(end - first),
                      member.pointee.label == label else { return false }
                member.pointee.kind = .blockEnds(first: first, end: end + 1)
                // A pack already settled on as the head (a peek does) takes its new end too:
                // the field stays exact, though the clock peeks again before it takes any end.
                if run.pointee.endsStop == Int(end) { run.pointee.endsStop = Int(end) + 1 }
                return true
            }
            if !extended {
                run.pointee.members.appendGrowingByAQuarter(
                    Member(sequence: sequence, label: label, kind: .blockEnds(first: Int32(index), end: Int32(index) + 1)))
            }
            return BlockEndTimer(run: Int32(r), end: Int32(index))
        }
    }

    /// The run a timer due at `tick` joins: the last one's if it is due then (nothing was
    /// scheduled in between), else a new one (a free slot's, its storage reused).
    @inline(__always)
    private mutating func run(for tick: Int64, sequence: UInt64) -> Int {
        if lastRun >= 0, runs[Int(lastRun)].tick == tick { return Int(lastRun) }
        let slot: Int32
        if let free = freeRuns.popLast() {
            // The free run's emptied storage, reused (see `settleTop`).
            runs[Int(free)].tick = tick
            slot = free
        } else {
            runs.append(Run(tick: tick))
            slot = Int32(runs.count - 1)
        }
        lastRun = slot
        heap.append(Entry(tick: tick, sequence: sequence, run: slot))
        siftUp(heap.count - 1)
        return Int(slot)
    }

    /// Cancels the timer `sequence` at `location`; false if it already ran or was cancelled
    /// (or is unknown: a location from elsewhere names another sequence, or nothing).
    mutating func cancel(_ sequence: UInt64, at location: TimerLocation?) -> Bool {
        guard let location else { return cancelFound(sequence) }
        let r = Int(location.run)
        guard r < runs.count else { return false }
        let m = location.member - runs[r].base
        guard m >= 0, m < runs[r].members.count, runs[r].members[m].sequence == sequence,
              case .closure(.some) = runs[r].members[m].kind else { return false }
        runs[r].members[m].kind = .closure(nil)
        liveCount -= 1
        return true
    }

    /// Cancels the end timer of `state`'s block at `timer`; false if it already ran or was
    /// cancelled (or the place holds another block's end now). The timer is known by what it
    /// ends rather than by its sequence, which the block's state does not keep
    /// (``BlockEndTimer``): a block's end is scheduled once, so `state` still at its place is
    /// its end timer, pending.
    mutating func cancelBlockEnd(of state: GroupState, at timer: BlockEndTimer) -> Bool {
        let r = Int(timer.run), i = Int(timer.end)
        guard r >= 0, r < runs.count, i >= 0, i < runs[r].ends.count,
              runs[r].ends[i] === state else { return false }
        runs[r].ends[i] = nil
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
        switch member.kind {
        case .closure(let action):
            runs.mutateInPlace(r) { run in
                run.pointee.members[run.pointee.head].kind = .closure(nil)
                run.pointee.passHead()
            }
            liveCount -= 1
            return DueTimer(tick: runs[r].tick, label: member.label, action: .closure(action!))
        case .blockEnds:
            // settled: the head's pack has a live end at `endsHead`
            return DueTimer(tick: runs[r].tick, label: member.label, action: .blockEnd(takeBlockEnd(run: r, at: runs[r].tick)!))
        }
    }

    /// Removes and returns the next live timer if it is a block's end due at `tick`: the
    /// timer that would run next anyway, taken without a `DueTimer` made (its label is read
    /// only by `runUntilIdle`, which takes timers one by one).
    ///
    /// The top run's next end, while its head is a pack that ``settleTop()`` found live
    /// (`endsStop`) and that end is live, is that timer already, so it is taken without
    /// settling: ending the blocks of one pack is then one in-place access a block. The heap
    /// entry's sequence is left at the run's earlier first, only ever smaller than its live
    /// first's: every other entry of its tick comes after all of the run's members (see the
    /// type), so the order is the same, and ``settleTop()`` brings it up to date when it next
    /// runs.
    mutating func popBlockEnd(at tick: Int64) -> GroupState? {
        if let top = heap.first, let state = takeBlockEnd(run: Int(top.run), at: tick) { return state }
        guard let top = settleTop() else { return nil }
        return takeBlockEnd(run: Int(top), at: tick)
    }

    /// Takes run `r`'s next end if its head is a settled pack, the end is live and due at `tick`.
    @inline(__always)
    private mutating func takeBlockEnd(run r: Int, at tick: Int64) -> GroupState? {
        // In place: `runs[r].ends[i]` copies the run, retaining its arrays.
        let state: GroupState? = runs.mutateInPlace(r) { run in
            let i = run.pointee.endsHead
            guard run.pointee.tick == tick, i < run.pointee.endsStop else { return nil }
            let taken = run.pointee.ends.mutateInPlace(i) { $0.pointee.take() }
            if taken != nil {
                run.pointee.endsHead = i + 1
                if i + 1 == run.pointee.endsStop { run.pointee.passPack() }
            }
            return taken
        }
        guard let state else { return nil }
        liveCount -= 1
        return state
    }

    /// Passes taken and cancelled timers in the top run, and drops runs with none left from the
    /// heap, until the top run's head is a live timer; returns that run (nil when empty).
    private mutating func settleTop() -> Int32? {
        while let top = heap.first {
            let r = Int(top.run)
            // In place (see `popBlockEnd`): the sequence of the run's first live timer.
            let live: UInt64? = runs.mutateInPlace(r) { run in Self.firstLive(run) }
            if let sequence = live {
                if heap[0].sequence != sequence { heap[0].sequence = sequence }   // stays first: see the type
                return top.run
            }
            removeTop()
            // Emptied, not freed: freeing ten thousand timers' storage on the frame they end
            // made malloc consolidate its fast bins there (callgrind); the next run in this
            // slot reuses it.
            runs.mutateInPlace(r) { run in
                run.pointee.members.removeAll(keepingCapacity: true)
                run.pointee.endsCount = 0       // its ends are all nil: taken or cancelled
                run.pointee.head = 0
                run.pointee.base = 0
                run.pointee.endsHead = 0
                run.pointee.endsStop = 0
            }
            freeRuns.append(top.run)
            if lastRun == top.run { lastRun = -1 }
        }
        return nil
    }

    /// Moves `run`'s head to its first live timer and returns that timer's sequence (nil when
    /// none is left); a pack found live sets `endsStop`.
    @inline(__always)
    private static func firstLive(_ run: UnsafeMutablePointer<Run>) -> UInt64? {
        run.pointee.members.withUnsafeBufferPointer { members in
            var head = run.pointee.head
            defer { run.pointee.head = head }
            while head < members.count {
                switch members[head].kind {
                case .closure(.some):
                    run.pointee.endsStop = 0
                    return members[head].sequence
                case .closure(.none):
                    break
                case .blockEnds(let first, let end):
                    let found: Int? = run.pointee.ends.withUnsafeBufferPointer { ends in
                        var i = run.pointee.endsHead
                        while i < Int(end), ends[i] == nil { i += 1 }
                        run.pointee.endsHead = i
                        return i < Int(end) ? i : nil
                    }
                    if let i = found {
                        run.pointee.endsStop = Int(end)
                        return members[head].sequence + UInt64(i - Int(first))
                    }
                }
                head += 1
            }
            return nil
        }
    }

    /// Cancels the timer `sequence` made without its location (a `TimerID` built by hand): a
    /// search.
    private mutating func cancelFound(_ sequence: UInt64) -> Bool {
        for entry in heap {
            let r = Int(entry.run)
            for (m, member) in runs[r].members.enumerated() {
                switch member.kind {
                case .closure(let action) where member.sequence == sequence:
                    guard action != nil else { return false }
                    runs[r].members[m].kind = .closure(nil)
                    liveCount -= 1
                    return true
                case .blockEnds(let first, let end) where sequence >= member.sequence
                        && sequence - member.sequence < UInt64(end - first):
                    let i = Int(first) + Int(sequence - member.sequence)
                    guard runs[r].ends[i] != nil else { return false }
                    runs[r].ends[i] = nil
                    liveCount -= 1
                    return true
                default:
                    continue
                }
            }
        }
        return false
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

/// Where an `animate` block's end timer lies (``TimerQueue/insertBlockEnd(tick:sequence:label:_:)``):
/// its run and its index in the run's ends, in 8 bytes, without the sequence a ``TimerID``
/// carries — the timer is known by the block it ends (``TimerQueue/cancelBlockEnd(of:at:)``).
/// Every block's state holds one, and its 8 bytes (a `TimerID?` took 24) keep the state
/// within glibc's 128-byte heap blocks (``GroupState``). A run's ends number far below 2³¹
/// (each is a block in memory), so the index fits 32 bits.
struct BlockEndTimer: Equatable {
    let run: Int32
    let end: Int32

    /// No end timer (a block that ends otherwise: a property animator's, a timeline's, one
    /// repeating forever).
    static let none = BlockEndTimer(run: -1, end: -1)

    init(run: Int32, end: Int32) {
        self.run = run
        self.end = end
    }
}
