/// A scheduled action: due at `tick`, ordered among equal ticks by `sequence` (the clock's
/// global scheduling counter), labelled with the caller's origin for loop-guard messages.
struct ScheduledAction {
    let tick: Int64
    let sequence: UInt64
    let label: String
    let action: () throws -> Void

    @inline(__always) func precedes(_ other: ScheduledAction) -> Bool {
        tick < other.tick || (tick == other.tick && sequence < other.sequence)
    }
}

/// A binary min-heap of scheduled actions ordered by (tick, sequence).
///
/// Cancellation is lazy: a cancelled sequence number is remembered and its entry is dropped
/// when it reaches the top, so cancelling is O(1) and the heap never needs a search (the
/// sequences in the heap are a set too: cancelling one that already ran is told apart
/// without looking through the heap — a frame ending ten thousand animations cancels as
/// many timers).
struct TimerQueue {
    private var heap: [ScheduledAction] = []
    private var cancelled: Set<UInt64> = []
    /// The sequences of the entries in the heap, cancelled or not.
    private var queued: Set<UInt64> = []
    /// Entries that will still run (scheduled minus cancelled).
    private(set) var liveCount = 0

    mutating func insert(_ entry: ScheduledAction) {
        heap.append(entry)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if !heap[i].precedes(heap[parent]) { break }
            heap.swapAt(i, parent)
            i = parent
        }
        queued.insert(entry.sequence)
        liveCount += 1
    }

    /// Marks `sequence` cancelled; false if it is unknown, already ran or already cancelled.
    mutating func cancel(_ sequence: UInt64) -> Bool {
        guard queued.contains(sequence), !cancelled.contains(sequence) else { return false }
        cancelled.insert(sequence)
        liveCount -= 1
        return true
    }

    /// The next live entry, without removing it.
    mutating func peek() -> ScheduledAction? {
        dropCancelledTop()
        return heap.first
    }

    /// Removes and returns the next live entry.
    mutating func pop() -> ScheduledAction? {
        dropCancelledTop()
        guard !heap.isEmpty else { return nil }
        liveCount -= 1
        return removeTop()
    }

    /// The labels of the live entries in due order (for diagnostics; O(n log n)).
    func pendingLabels() -> [String] {
        heap.filter { !cancelled.contains($0.sequence) }
            .sorted { $0.precedes($1) }
            .map(\.label)
    }

    private mutating func dropCancelledTop() {
        while let top = heap.first, cancelled.contains(top.sequence) {
            cancelled.remove(top.sequence)
            _ = removeTop()
        }
    }

    private mutating func removeTop() -> ScheduledAction {
        let top = heap[0]
        queued.remove(top.sequence)
        let last = heap.removeLast()
        if !heap.isEmpty {
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
        return top
    }
}
