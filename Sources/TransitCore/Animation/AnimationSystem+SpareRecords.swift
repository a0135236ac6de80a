/// One records array kept from block to block. Each block's records grew a new array (three
/// allocations for a block of three changes: capacity 1, 2, 4), and with a Lua state's
/// collector freeing blocks of the same sizes in bulk those allocations mostly missed
/// malloc's per-thread cache: on the scripted zoom, 1,800 instructions a growth against 500
/// in its Swift twin for the same 6,006 growths (docs/benchmark.md, branch twins106).
extension AnimationSystem {
    /// Records kept up to this many: a block of thousands of changes leaves its array to be
    /// freed, not held for the state's life.
    static let spareRecordsCapacity = 64

    /// Gives `tx` (whose records have no storage yet) the spare array, empty.
    func takeSpareRecords(into tx: Transaction) {
        swap(&tx.records, &spareRecords)
    }

    /// Called as `tx` ends (returned or thrown): its records, emptied, become the spare if
    /// they hold more room than it and no more than ``spareRecordsCapacity``. Emptied first,
    /// so the next block never finds this one's changes, and the views they held are let go.
    func recycleRecords(of tx: Transaction) {
        let capacity = tx.records.capacity
        guard capacity > spareRecords.capacity, capacity <= Self.spareRecordsCapacity else { return }
        tx.records.removeAll(keepingCapacity: true)
        swap(&tx.records, &spareRecords)
    }
}
