import TransitLua

/// The snapshots of one spec file, stored beside it in `__snapshots__/<file>.snap`.
///
/// A snapshot is keyed by its test's full name, the hint if one was given, and a count within
/// the test (`slide in halfway 1`, `slide in halfway: frames 1`), as Jest keys them.
/// - A stored snapshot that matches passes; one that differs fails with a unified diff,
///   unless the run updates (`--update`), which rewrites it.
/// - A missing one is written and passes — except when the `CI` environment variable is set
///   (and the run does not update): then it fails, so CI never invents a reference.
/// - A stored one no test asked for is obsolete: reported, and deleted by `--update`.
final class SnapshotStore {
    enum Mode: Equatable { case record, update, ci }

    let file: String
    let mode: Mode
    private let stored: [String: String]
    private var entries: [String: String]
    private var checked: Set<String> = []
    private var changed = false
    private(set) var summary = SnapshotSummary()
    /// Bytes of the snapshots this run added or replaced: charged against the memory limit
    /// (a test may snapshot a string as large as the limit, again and again).
    private(set) var heldBytes = 0
    /// Whether the file had snapshots stored: only then can one be obsolete.
    var hasStored: Bool { !stored.isEmpty }
    /// The largest snapshot (1 MiB): snapshots are read in reviews and diffs, and the file is
    /// written whole.
    static let largest = 1 << 20

    init(spec: String, mode: Mode) {
        let slash = spec.lastIndex(of: "/")
        let directory = slash.map { String(spec[..<$0]) + "/" } ?? ""
        let name = slash.map { String(spec[spec.index(after: $0)...]) } ?? spec
        file = directory + "__snapshots__/" + name + ".snap"
        self.mode = mode
        stored = FileText.read(file).text.map(SnapshotFile.parse) ?? [:]
        entries = stored
    }

    /// Checks `text` against the snapshot `key`: nil when it matches (or was just written),
    /// else a summary and the details (the diff).
    func check(key: String, text: String) -> (summary: String, details: String)? {
        checked.insert(key)
        let size = text.utf8.count
        guard size <= SnapshotStore.largest else {
            return ("snapshot \"\(SpecBlock.shortened(key))\" would be \(size) bytes; a snapshot holds at most \(SnapshotStore.largest) (snapshot a summary of the value)", "")
        }
        if let old = stored[key] {
            if old == text { return nil }
            if mode == .update {
                entries[key] = text
                heldBytes += text.utf8.count
                summary.updated += 1
                changed = true
                return nil
            }
            return ("snapshot \"\(key)\" does not match (run transit test --update to accept the new one)",
                    LineDiff.unified(old: old, new: text, oldName: "stored snapshot", newName: "received"))
        }
        if mode == .ci {
            return ("snapshot \"\(key)\" is missing, and CI is set, so it was not written"
                    + " (record it locally with transit test, then commit \(file))", "")
        }
        entries[key] = text
        heldBytes += text.utf8.count
        summary.written += 1
        changed = true
        return nil
    }

    /// After the file ran: finds obsolete snapshots, deletes them with `--update`, and writes
    /// the file if anything changed. `completed(name)` tells whether the tests of that full
    /// name all ran to the end (a snapshot of a test that was filtered out, skipped or failed
    /// early is not obsolete); `names` are all the file's test names.
    /// `partial`: the run declared only some of the file's tests (a selection, a block that
    /// did not run): a snapshot no declared test owns may be an undeclared test's, and is kept.
    func finish(names: Set<String>, partial: Bool = false, completed: (String) -> Bool) -> SnapshotSummary {
        var obsolete: [String] = []
        for key in stored.keys.sorted() where !checked.contains(key) {
            let owner = names.filter { key.hasPrefix($0 + " ") || key.hasPrefix($0 + ": ") }.max { $0.count < $1.count }
            if let owner, completed(owner) { obsolete.append(key) }
            if owner == nil && !partial { obsolete.append(key) }
        }
        if mode == .update {
            for key in obsolete { entries[key] = nil }
            summary.removed = obsolete.count
            changed = changed || !obsolete.isEmpty
        } else {
            summary.obsolete = obsolete.map { ScriptRuntime.displayName(file) + ": " + $0 }
        }
        if changed {
            if entries.isEmpty {
                FileSystem.remove(file)
                if let slash = file.lastIndex(of: "/") { FileSystem.removeIfEmpty(String(file[..<slash])) }
            } else {
                FileSystem.write(SnapshotFile.serialize(entries), to: file)
            }
        }
        return summary
    }
}
