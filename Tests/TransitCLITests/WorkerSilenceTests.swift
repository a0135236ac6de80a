import Foundation
import Testing

/// A `--jobs` worker that spends twice `--time` plus 5 s of CPU saying nothing is stopped as
/// stuck past its limits. Its lines came with each test's start and result only, while many
/// entries into Lua — each with its own `--time` — can run between two: the setups of nested
/// blocks, one test's hooks and body. A file whose every entry kept to its limit passed with
/// one job and was killed with two ("stopped after 7.000 s without finishing a test (past its
/// limits)").
@Suite struct WorkerSilenceTests {
    @Test func nestedSetupsWithinTheirLimitsKeepAWorkerAlive() throws {
        // 35 levels, each setup spinning 0.2 s of CPU (`os.clock`, under --unsafe; two fifths
        // of --time 0.5, which counts CPU time, so the machine's load cannot push one past
        // it, as it did when --time was wall time and these setups slept): 7 s of CPU without
        // a test's line, past the 6 s of silence --time 0.5 allows
        let nested = """
            local function spin() local t = os.clock() while os.clock() - t < 0.2 do end end
            local function nest(depth)
              describe("level " .. depth, function()
                setup(function() spin() end)
                if depth < 35 then nest(depth + 1) else it("deepest", function() end) end
              end)
            end
            nest(1)
            """
        let project = try RunnerCITests.Project(["spec/nested_spec.lua": nested, "spec/other_spec.lua": "it(\"other\", function() end)\n"])
        defer { project.remove() }
        let words = ["--unsafe", "--time", "0.5", "--instructions", "0", "-o", "TAP"]
        let start = Date()
        let workers = try project.test(words + ["--jobs", "2"])
        let took = Date().timeIntervalSince(start)
        #expect(workers.status == 0, "\(workers.stdout)\(workers.stderr)")
        #expect(workers.stdout.hasSuffix("level 34 level 35 deepest\nok 2 - other\n1..2\n"), "\(workers.stdout)")
        #expect(took > 6.5, "the setups took \(took) s in all: too fast to outlast the silence")
        let inProcess = try project.test(words + ["--jobs", "1"])
        #expect(inProcess.stdout == workers.stdout)
    }
}
