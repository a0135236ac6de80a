import Foundation
import Testing
@testable import TransitSpec

/// A command's hold of the last spec file's closed runner (RunnerHold.swift): the last one
/// only, its state closed.
@Suite struct RunnerHoldTests {
    static func files(_ names: [String], in dir: URL) throws -> [String] {
        try names.map { name in
            let path = dir.appendingPathComponent(name).path
            try "describe('f', function() it('t', function() end) end)\n".write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    @Test func aFilesRunnerIsHeldClosedUntilTheNextFileStarts() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let paths = try Self.files(["a_spec.lua", "b_spec.lua"], in: dir)
        let hold = RunnerHold()
        _ = FileRunner.run(paths[0], options: RunOptions(), holding: hold)
        weak var first = hold.runner
        #expect(first?.path == paths[0])
        #expect(first?.env.stage.lua.isClosed == true)
        let second = FileRunner.run(paths[1], options: RunOptions(), holding: hold)
        #expect(second.tests.map(\.status) == [.passed])
        #expect(first == nil)
        #expect(hold.runner?.path == paths[1])
        #expect(hold.runner?.env.stage.lua.isClosed == true)
        _ = FileRunner.run(paths[1], options: RunOptions())      // without a hold: nothing held
        #expect(hold.runner?.path == paths[1])
    }

    @Test func aSuiteRunInThisProcessLeavesItsLastFileHeld() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let paths = try Self.files(["a_spec.lua", "b_spec.lua", "c_spec.lua"], in: dir)
        var options = RunOptions()
        options.jobs = 1
        let runner = SuiteRunner(options: options, reporter: ScriptSpecsTests.Quiet())
        runner.hold = RunnerHold()
        let result = runner.run(files: paths)
        #expect(result.counts.passed == 3)
        #expect(runner.hold?.runner?.path == paths[2])
        #expect(runner.hold?.runner?.env.stage.lua.isClosed == true)
    }
}
