import TransitCore

/// Which shard reports what a file produced that is not one of its tests: its load error,
/// a warning outside any test, a worker that died. Each belongs to exactly one shard — the
/// one its file hashes to — so the sums of `--shard 1/N` … `N/N` are the whole run's counts
/// (before, a file that failed to load was an error in every shard). Tests are placed by
/// `Shard.contains` when the file is run.
enum ShardOwnership {
    /// The results the runner makes for a whole file, by the names it gives them.
    static let fileLevelNames: Set<String> = ["(load)", "(outside tests)", "(worker)"]

    static func isFileLevel(_ result: TestResult) -> Bool {
        result.blocks.isEmpty && result.status == .errored && fileLevelNames.contains(result.name)
    }

    /// Whether `shard` reports `result`.
    static func keeps(_ result: TestResult, shard: Shard?) -> Bool {
        guard let shard, isFileLevel(result) else { return true }
        return shard.owns(file: result.file)
    }

    static func filter(_ file: FileResult, shard: Shard?) -> FileResult {
        guard shard != nil else { return file }
        var kept = file
        kept.tests = file.tests.filter { keeps($0, shard: shard) }
        return kept
    }
}

extension Shard {
    /// Whether the file's own results (not its tests) belong to this shard: a stable hash of
    /// the file's name, as `contains` hashes a test's identity.
    func owns(file: String) -> Bool {
        holds(StableHash.fnv1a("file\u{0}" + file))
    }
}
