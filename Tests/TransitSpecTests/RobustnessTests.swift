import Testing
@testable import TransitSpec

/// What cannot run is still reported, naming its file, and the run goes on.
@Suite struct RobustnessTests {
    @Test func aWorkerThatDiesIsAnErrorForItsFile() {
        let crashed = WorkerPool.Finished(index: 0, status: nil, signal: 11, errors: Array("boom\n".utf8))
        let r = SuiteRunner.decode(crashed, progress: WorkerProgress(reading: "{\"file\":"), file: "spec/x_spec.lua")
        #expect(r.tests.map(\.name) == ["(worker)"])
        #expect(r.tests[0].status == .errored)
        #expect(r.tests[0].failure?.message == "the worker process running this file was killed by signal 11")
        #expect(r.tests[0].failure?.details == "boom")
        let result = FileResult(file: "x_spec.lua", tests: [TestResult(file: "x_spec.lua", blocks: [], name: "t", line: 1, status: .passed)])
        let ended = WorkerPool.Finished(index: 0, status: 0, signal: nil, errors: [])
        let chatty = "io.write without a newline" + WorkerProgress.decided(result.tests[0]) + "io.write again"
            + SuiteRunner.workerOutput(result)
        #expect(SuiteRunner.decode(ended, progress: WorkerProgress(reading: chatty), file: "x_spec.lua") == result)
        let silent = WorkerPool.Finished(index: 0, status: nil, signal: 9, errors: [], silent: .spent(9))
        #expect(SuiteRunner.decode(silent, progress: WorkerProgress(), file: "spec/x_spec.lua").tests[0].failure?.message
                == "the worker process running this file was stopped after 9.000 s of CPU time without finishing a test (past its limits)")
        let blocked = WorkerPool.Finished(index: 0, status: nil, signal: 9, errors: [], silent: .blocked(90))
        #expect(SuiteRunner.decode(blocked, progress: WorkerProgress(), file: "spec/x_spec.lua").tests[0].failure?.message
                == "the worker process running this file was stopped after 90.000 s without finishing a test, blocked (waits for a CPU not counted)")
        // no report, a report cut short, one counting a result that never came, or a line after it
        for said in ["not json", String(SuiteRunner.workerOutput(result).dropLast(3)), SuiteRunner.workerOutput(result),
                     WorkerProgress.written(result) + "{}\n"] {
            #expect(SuiteRunner.decode(ended, progress: WorkerProgress(reading: said), file: "spec/x_spec.lua").tests.last?.failure?.message
                    == "the worker process running this file exited with status 0", "\(said)")
        }
    }

    /// A worker that dies mid-file: the results it had decided stand (they were lost: one
    /// "(worker)" error at line 0 was the file's report, rev13), and its end is told at the
    /// test it was running; the lines an `--unsafe` spec wrote between are not progress.
    @Test func aDeadWorkersDecidedTestsStandAndItsEndNamesTheRunningTest() {
        let passed = TestResult(file: "x_spec.lua", blocks: ["d"], name: "first", line: 2, status: .passed)
        var failed = TestResult(file: "x_spec.lua", blocks: ["d"], name: "second", line: 3, status: .failed)
        failed.failure = Failure(location: "x_spec.lua:3", message: "expected 2, received 1")
        let output = WorkerProgress.begins(blocks: ["d"], name: "first", line: 2) + WorkerProgress.decided(passed)
            + "{\"not\": \"progress\"}\n" + WorkerProgress.begins(blocks: ["d"], name: "second", line: 3)
            + "io.write without a newline" + WorkerProgress.decided(failed)
            + WorkerProgress.begins(blocks: ["d"], name: "third", line: 4) + "{\"decided\": "   // died mid-line
        let died = WorkerPool.Finished(index: 0, status: 3, signal: nil, errors: [])
        let r = SuiteRunner.decode(died, progress: WorkerProgress(reading: output, piece: 7), file: "x_spec.lua")
        #expect(r.tests.map(\.fullName) == ["d first", "d second", "(worker)"])
        #expect(r.tests[0] == passed && r.tests[1] == failed)
        #expect(r.tests[2].line == 4 && r.tests[2].failure?.location == "x_spec.lua:4")
        #expect(r.tests[2].failure?.message == "the worker process running this file exited with status 3 while running \"d third\"")
        // dead between two tests: no test named, the decided ones kept
        let between = WorkerPool.Finished(index: 0, status: nil, signal: 9, errors: [])
        let b = SuiteRunner.decode(between, progress: WorkerProgress(reading: WorkerProgress.begins(blocks: [], name: "only", line: 1)
                                                                     + WorkerProgress.decided(passed)), file: "x_spec.lua")
        #expect(b.tests.map(\.name) == ["first", "(worker)"])
        #expect(b.tests[1].line == 0 && b.tests[1].failure?.message == "the worker process running this file was killed by signal 9")
    }

    /// A file's finalizers run when its state closes, before its result is made: their
    /// warnings are the file's, and the next file's run is not disturbed by the one before.
    @Test func finalizersAtCloseStillRunBeforeTheResultAndTheNextFile() throws {
        let source = "keep = setmetatable({}, {__gc = function() error('bye from gc', 0) end})\nit('passes', function() end)\n"
        for _ in 0..<2 {
            let r = try runSpec(source)
            #expect(r.outcomes == ["passed passes", "errored (outside tests)"])
            #expect(r.failure("(outside tests)")?.message == "unexpected warning: error in __gc (bye from gc)")
        }
    }

    /// A finalizer at close that resets the engine: refused at its line (the engine's calls
    /// were refused with a message naming none), and the report names that line (it read
    /// `t_spec.lua:0`).
    @Test func aResetInAFinalizerAtCloseNamesItsLine() throws {
        let r = try runSpec("""
            local transit = require "transit"
            it('passes', function() end)
            keep = setmetatable({}, {__gc = function()
              transit.reset()
            end})
            """)
        #expect(r.outcomes == ["passed passes", "errored (outside tests)"])
        let stray = try #require(r.tests.first { $0.name == "(outside tests)" })
        #expect(stray.line == 4)
        #expect(stray.failure?.location.hasSuffix("t_spec.lua:4") == true, "\(stray.failure?.location ?? "")")
        #expect(stray.failure?.message == "unexpected warning: error in __gc: transit.reset() at close: the script's Lua state is closing "
                                          + "(a finalizer run at the end), and its engine with it")
    }

    /// The line a stray warning names in its file, its path shown whole or by its end.
    @Test func aStrayWarningsLineIsTheFirstThatNamesTheFile() {
        #expect(FileRunner.firstLine(in: ["x", "spec/a_spec.lua:7: error in __gc: y"], of: "spec/a_spec.lua") == 7)
        #expect(FileRunner.firstLine(in: ["...ong/spec/a_spec.lua:9: boom"], of: "/a/long/spec/a_spec.lua") == 9)
        #expect(FileRunner.firstLine(in: ["other.lua:3: boom", "error in __gc (boom)"], of: "spec/a_spec.lua") == 0)
    }

    @Test func aMissingFileIsAnError() {
        let r = FileRunner.run("/no/such/dir/x_spec.lua", options: RunOptions())
        #expect(r.tests.map(\.name) == ["(load)"])
        #expect(r.tests[0].failure?.message.hasPrefix("cannot open /no/such/dir/x_spec.lua") == true)
    }

    @Test func workersRunAtOnceAndEndInTheirOwnOrder() {
        var order: [Int] = []
        WorkerPool().run([["/bin/sh", "-c", "sleep 0.2; echo a"], ["/bin/sh", "-c", "echo b"], ["/no/such/program"]],
                         width: 3, output: { _, _ in }) { finished in
            order.append(finished.index)
            return true
        }
        #expect(Set(order) == [0, 1, 2])
        #expect(order.last == 0)                     // the slow one ends last, whatever the start order
    }

    @Test func aTestThatErrorsInItsBodyStillRunsItsAfterEach() throws {
        let r = try runSpec("""
        local cleaned = false
        describe('cleanup', function()
          after_each(function() cleaned = true end)
          it('breaks', function() error('broken') end)
        end)
        it('saw the cleanup', function() assert.is_true(cleaned) end)
        """)
        #expect(r.outcomes == ["errored cleanup breaks", "passed saw the cleanup"])
    }

    @Test func declaringTestsWhileTestsRunIsAnError() throws {
        let r = try runSpec("it('nests', function() it('inner', function() end) end)")
        #expect(r.tests[0].failure?.message == "'it' not supported inside current context block")
    }
}
