import Foundation
import Testing
@testable import TransitLua
@testable import TransitSpec

/// `transit test` keeps the last file's runner until the process exits instead of releasing
/// it (`SuiteRunner`'s `keepLast`, `FileRunner.run`'s `keep`): what it is handed must be
/// closed already — the file's finalizers run, their warnings in its result — and only the
/// last file's is kept, so a run holds one file's runner at a time.
@Suite struct KeptRunnerTests {
    @Test func onlyTheLastFilesRunnerIsKeptAndItIsClosedWithItsFinalizersReported() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for name in ["a_spec.lua", "b_spec.lua"] {
            let file = dir.appendingPathComponent(name).path
            try "keep = setmetatable({}, {__gc = function() error('bye from \(name)', 0) end})\nit('passes', function() end)\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        var kept: [FileRunner] = []
        let result = SuiteRunner(options: RunOptions(), reporter: ScriptSpecsTests.Quiet(),
                                 keepLast: { kept.append($0) }).run(files: files)
        #expect(kept.count == 1)
        #expect(kept.first?.path == files[1])
        #expect(kept.first?.env.stage.lua.isClosed == true)
        #expect(result.files.map { $0.tests.map { "\($0.status.rawValue) \($0.fullName)" } }
                == [["passed passes", "errored (outside tests)"], ["passed passes", "errored (outside tests)"]])
        #expect(result.files.map { $0.tests.last?.failure?.message }
                == ["unexpected warning: error in __gc (bye from a_spec.lua)", "unexpected warning: error in __gc (bye from b_spec.lua)"])
    }

    @Test func aKeptRunnersFileGivesTheSameResultAsAReleasedOnes() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("c_spec.lua").path
        try "describe('d', function()\n  it('holds', function() expect(1 + 1):toBe(2) end)\n  it('fails', function() expect(1):toBe(2) end)\nend)\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        var kept: FileRunner?
        let keptResult = FileRunner.run(file, options: RunOptions(), keep: { kept = $0 })
        let released = FileRunner.run(file, options: RunOptions())
        #expect(kept?.env.stage.lua.isClosed == true)
        #expect(keptResult.tests.map(\.status) == [.passed, .failed])
        #expect(keptResult.tests.map(\.status) == released.tests.map(\.status))
        #expect(keptResult.tests.map(\.failure?.message) == released.tests.map(\.failure?.message))
    }

    /// A kept runner holds none of its caller's callbacks: its `onTest` held the SuiteRunner
    /// (`[self]`), whose `keepLast` held the kept runner — a cycle, which kept a whole file's
    /// stage (LeakSanitizer under `make sanitize`).
    @Test func aKeptRunnerHoldsNoneOfItsCallersCallbacks() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a_spec.lua").path
        try "it('passes', function() end)\n".write(toFile: file, atomically: true, encoding: .utf8)
        var kept: [FileRunner] = []
        weak var suite: SuiteRunner?
        do {
            let runner = SuiteRunner(options: RunOptions(), reporter: ScriptSpecsTests.Quiet(),
                                     keepLast: { kept.append($0) })
            suite = runner
            _ = runner.run(files: [file])
        }
        #expect(kept.count == 1)
        #expect(suite == nil)
        // a runner given an onBegin (the SuiteRunner gives none) keeps none either
        var keptDirect: FileRunner?
        _ = FileRunner.run(file, options: RunOptions(), keep: { keptDirect = $0 }, onBegin: { _, _, _ in })
        #expect(keptDirect != nil)
        #expect(keptDirect?.onBegin == nil)
    }
}
