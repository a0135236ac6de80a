import Foundation
import Testing

/// A `--jobs` worker that says nothing for twice `--time` plus 5 s is stopped as stuck past its
/// limits. Its lines came with each test's start and result only, while many entries into Lua
/// — each with its own `--time` — can run between two: the setups of nested blocks, one test's
/// hooks and body. A file whose every entry kept to its limit passed with one job and was
/// killed with two ("stopped after 7.000 s without finishing a test (past its limits)").
@Suite struct WorkerSilenceTests {
    @Test func nestedSetupsWithinTheirLimitsKeepAWorkerAlive() throws {
        // 50 levels, each setup a quarter of a second asleep (an eighth of --time 2, which is
        // wall time; under --unsafe, `sleep` takes it whatever the machine's speed or load,
        // where a loop of CPU work ran past --time on a loaded machine, and --time 1 left too
        // little for starting `sh` and `sleep` at load 10): 12.5 s without a test's line, past
        // the 9 s of silence --time 2 allows
        let nested = """
            local function spin() os.execute("sleep 0.25") end
            local function nest(depth)
              describe("level " .. depth, function()
                setup(function() spin() end)
                if depth < 50 then nest(depth + 1) else it("deepest", function() end) end
              end)
            end
            nest(1)
            """
        let project = try RunnerCITests.Project(["spec/nested_spec.lua": nested, "spec/other_spec.lua": "it(\"other\", function() end)\n"])
        defer { project.remove() }
        let words = ["--unsafe", "--time", "2", "--instructions", "0", "-o", "TAP"]
        let start = Date()
        let workers = try project.test(words + ["--jobs", "2"])
        let took = Date().timeIntervalSince(start)
        #expect(workers.status == 0, "\(workers.stdout)\(workers.stderr)")
        #expect(workers.stdout.hasSuffix("level 49 level 50 deepest\nok 2 - other\n1..2\n"), "\(workers.stdout)")
        #expect(took > 9.5, "the setups took \(took) s in all: too fast to outlast the silence")
        let inProcess = try project.test(words + ["--jobs", "1"])
        #expect(inProcess.stdout == workers.stdout)
    }
}
