import Lua
import TransitLua

/// busted's name filters on a run's results: a test is kept when its full name matches one
/// of `--filter`'s patterns (any; all when there is none) and none of `--filter-out`'s
/// (`filter-out` wins), Lua patterns as busted's `getFullName(name):find(filter)`.
///
/// Why here and not where tests are selected: the file runner reads one `--filter`
/// (`RunOptions.filter`); until it reads `filters` and `filtersOut` itself, a test these
/// leave out still runs but is never counted nor shown. A file's own results (its load
/// error, a dead worker) are always kept: they name no test.
struct NameSelection {
    let filters: [String]
    let filtersOut: [String]
    private let runtime: ScriptRuntime?

    init(_ options: RunOptions) {
        filters = options.filters
        filtersOut = options.filtersOut
        // a plain state of its own, only when there is something to match
        runtime = filters.count > 1 || !filtersOut.isEmpty ? try? ScriptRuntime() : nil
    }

    /// Whether the run reports `result`. busted tries `--filter-out` on each `describe`'s
    /// full name too (a block it matches is left out whole: `^math$` removes the tests of
    /// `describe("math")`), `--filter` on the test's only.
    func keeps(_ result: TestResult) -> Bool {
        guard let runtime, !ShardOwnership.isFileLevel(result) else { return true }
        let names = result.blocks.indices.map { result.blocks[...$0].joined(separator: " ") } + [result.fullName]
        for name in names where filtersOut.contains(where: { Self.find($0, in: name, runtime) }) { return false }
        return filters.isEmpty || filters.contains { Self.find($0, in: result.fullName, runtime) }
    }

    func filter(_ file: FileResult) -> FileResult {
        guard runtime != nil else { return file }
        var kept = file
        kept.tests = file.tests.filter(keeps)
        return kept
    }

    /// `name:find(pattern) ~= nil`; a malformed pattern matches nothing (the CLI checks them
    /// before the run).
    static func find(_ pattern: String, in name: String, _ runtime: ScriptRuntime) -> Bool {
        let values = try? runtime.lua.run("local p, s = ... return (s:find(p)) ~= nil", chunkName: "=(transit filter)",
                                          arguments: [.string(pattern), .string(name)])
        return values?.first == .boolean(true)
    }
}
