import TransitLua
import TransitSpec

/// The one check of what a command would write over, so that every command refuses alike —
/// "`path` …: nothing written", before anything is written or run: `transit new` writes no
/// file that exists (a starting point never replaces work); `transit render --out` writes
/// over no script it reads, and `transit test --out` over no spec file, however the path
/// reaches it (another spelling, a symbolic or a hard link: the same ``FileIdentity``); after
/// the run, both also over any file the run read (a module a script `require`d).
enum Overwrite {
    /// What a write must leave alone.
    enum Kept {
        /// Any file that exists.
        case everyFile
        /// These files, each shown as its label says ("the script s.lua").
        case files([(path: String, label: String)])
    }

    /// Why writing `path` (shown as `shown`) is refused, or nil when it loses nothing kept.
    static func refusal(writing path: String, shown: String? = nil, keeping kept: Kept) -> String? {
        guard let target = FileIdentity(path) else { return nil }          // nothing there to lose
        let name = shown ?? path
        switch kept {
        case .everyFile:
            return "\(name) exists: nothing written"
        case .files(let files):
            guard let same = files.first(where: { FileIdentity($0.path) == target }) else { return nil }
            return "\(name) is \(same.label): nothing written"
        }
    }

    /// The scripts a render reads, as its refusal names them.
    static func scripts(_ paths: [String]) -> [(path: String, label: String)] {
        paths.map { ($0, "the script " + ScriptRuntime.displayName($0)) }
    }

    /// The spec files of a `transit test` run.
    static func specFiles(_ paths: [String]) -> [(path: String, label: String)] {
        paths.map { ($0, "the spec file " + ScriptRuntime.displayName($0)) }
    }

    /// The files a run read (ScriptRuntime+ReadFiles.swift) — a module a script `require`d, a
    /// helper — known only once it ran, so checked after the run and before the write.
    static func filesRead(_ paths: Set<String>) -> [(path: String, label: String)] {
        paths.sorted().map { ($0, "a file the run read (\(ScriptRuntime.displayName($0)))") }
    }
}
