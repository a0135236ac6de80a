#if canImport(Glibc)
import Glibc
#endif
import TransitLua
import TransitSpec

/// `transit test --watch`: the related-tests rule of Jest's `--watch`, by what each spec file
/// read. When every changed file is a spec file, only those run again; when anything else
/// changed — a module, a `--helper`, the project config — every spec file runs again, found
/// afresh (the config may name other paths or options). A spec file reads its modules in
/// its own process under `--jobs`, so each worker writes what it read to a file beside the
/// run (`--record-reads`), and ``SpecReads`` collects both kinds.
final class TestWatch {
    let words: [String]
    /// Where the command started: `-C` (or a config's `directory`) moved the process from it,
    /// and the words are read again from there, or `-C sub` would look for `sub/sub`.
    let startFolder: String
    var plan: TestCommand.Plan
    var files: [String]
    /// Each spec file of the last complete run, and the files it read (itself included).
    var readBy: [String: Set<String>] = [:]

    init(words: [String], startFolder: String, plan: TestCommand.Plan, files: [String]) {
        self.words = words
        self.startFolder = startFolder
        self.plan = plan
        self.files = files
    }

    func loop() -> Int32 {
        WatchLoop.loop(extraFiles: { [self] in configFiles + helperFile }, run)
    }

    /// The `--helper`, watched whatever the run read: one that raises ends the run before any
    /// spec file reads it, and fixing it ran nothing until a spec file changed.
    var helperFile: [String] {
        plan.options.helper.map { [$0] }?.filter(FileText.isReadable) ?? []
    }

    /// The project config this run reads (`--config`, else `.transit.lua`, else `.busted`).
    var configFiles: [String] {
        let given = (try? TestCommand.declaration.parse(words))?.options["config"]
        return given.map { [$0] } ?? [".transit.lua", ".busted"].filter(FileText.isReadable)
    }

    func run(_ changed: [String]?) -> WatchLoop.Outcome {
        let specs = Set(files.map(FileWatcher.absolute))
        var selected = files
        if let changed, changed.allSatisfy({ specs.contains(FileWatcher.absolute($0)) }) {
            let wanted = Set(changed.map(FileWatcher.absolute))
            selected = files.filter { wanted.contains(FileWatcher.absolute($0)) }
        } else if changed != nil {
            do {
                _ = chdir(startFolder)
                plan = try TestCommand.Plan(words)
                guard let found = try TestCommand.findFiles(plan) else { return .init(status: 1, files: watched) }
                files = found
            } catch {
                _ = CLI.usageError(error, of: TestCommand.declaration)
                return .init(status: 64, files: watched)
            }
            let found = files
            selected = found
            readBy = [:]
        }
        let reads = SpecReads(files: selected)
        defer { reads.removeFolder() }
        let status = TestCommand.suite(plan, files: selected, reads: reads)
        for file in selected { readBy[file] = reads.byFile[file, default: []].union([file]) }
        return .init(status: status, files: watched)
    }

    /// What the next wait watches: every spec file and what each read.
    var watched: Set<String> {
        readBy.values.reduce(Set(files)) { $0.union($1) }
    }
}

/// A reporter that learns which files each spec file read: in this process, what
/// ``ScriptRuntime`` recorded since the last file finished (files run one after another);
/// from a worker, the list it wrote to its `--record-reads` file.
final class SpecReads: Reporter {
    private(set) var byFile: [String: Set<String>] = [:]
    private let pathOf: [String: String]
    private let sidecars: [String: String]
    private let folder: String?

    init(files: [String]) {
        var template = Array("/tmp/transit-watch-XXXXXX".utf8CString)
        folder = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) }
        pathOf = Dictionary(files.map { (ScriptRuntime.displayName($0), $0) }, uniquingKeysWith: { a, _ in a })
        var sidecars: [String: String] = [:]
        if let folder { for (i, file) in files.enumerated() { sidecars[file] = "\(folder)/\(i).reads" } }
        self.sidecars = sidecars
        ScriptRuntime.recordFilesRead()
    }

    /// The words that make a worker record what it read.
    func workerWords(_ file: String) -> [String] {
        sidecars[file].map { ["--record-reads", $0] } ?? []
    }

    func started(files: [String]) {}
    func finished(test: TestResult) {}
    func finished(run: RunResult) {}

    func finished(file result: FileResult) {
        let path = pathOf[result.file] ?? result.file
        var read = ScriptRuntime.takeFilesRead()
        if let sidecar = sidecars[path], let text = FileText.read(sidecar).text {
            read.formUnion(text.split(separator: "\n").map(String.init))
        }
        byFile[path, default: []].formUnion(read)
    }

    /// A worker's list: one path a line.
    static func write(_ files: Set<String>, to path: String) {
        _ = FileSystem.write(files.sorted().joined(separator: "\n"), to: path)
    }

    func removeFolder() {
        guard let folder else { return }
        for sidecar in sidecars.values { unlink(sidecar) }
        rmdir(folder)
    }
}
