import Foundation
import Glibc

/// Process start to exit of `transit run` on `print(1)`, against `lua5.4` on the same file,
/// and `transit test` of one trivial spec: spawned with `posix_spawn` (no Foundation
/// `Process` overhead on either side), output to /dev/null, interleaved, medians.
enum ColdStart {
    /// Wall seconds from spawn to exit, or nil when the program cannot be started or fails.
    static func spawnTime(_ argv: [String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArgs = argv.map { strdup($0) }
        cArgs.append(nil)
        defer { cArgs.forEach { free($0) } }
        var pid: pid_t = 0
        let start = monotonic()
        guard posix_spawnp(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else { return nil }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let elapsed = monotonic() - start
        return status == 0 ? elapsed : nil
    }
}

func coldStartSection(_ report: Report, transit: String, reps: Int) {
    report.section("Cold start: process spawn to exit, output to /dev/null; \(reps) interleaved runs each")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-bench-start-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let script = dir.appendingPathComponent("trivial.lua").path
    let spec = dir.appendingPathComponent("trivial_spec.lua").path
    try? "print(1)\n".write(toFile: script, atomically: true, encoding: .utf8)
    try? """
    describe("trivial", function()
      it("holds", function() expect(1 + 1):toBe(2) end)
    end)
    """.write(toFile: spec, atomically: true, encoding: .utf8)
    // the same spec checked with busted's luassert rather than expect: luassert loads on a
    // spec's first use of it, so this one pays its start and the one above does not
    let assertSpec = dir.appendingPathComponent("trivial_assert_spec.lua").path
    try? """
    describe("trivial", function()
      it("holds", function() assert.are.equal(2, 1 + 1) end)
    end)
    """.write(toFile: assertSpec, atomically: true, encoding: .utf8)
    let commands: [(name: String, argv: [String])] = [
        ("lua54", ["lua5.4", script]),
        ("transit_run", [transit, "run", script]),
        ("transit_test", [transit, "test", spec]),
        ("transit_test_assert", [transit, "test", assertSpec]),
    ]
    var times: [String: Samples] = [:]
    var failed: Set<String> = []
    for _ in 0..<reps {
        for c in commands where !failed.contains(c.name) {
            if let t = ColdStart.spawnTime(c.argv) { times[c.name, default: Samples()].append(t) } else { failed.insert(c.name) }
        }
    }
    for name in failed { report.note("\(name) failed to run: its figures are left out") }
    guard let lua = times["lua54"], let run = times["transit_run"], !failed.contains("lua54"),
          !failed.contains("transit_run") else { return }
    report.add("start.lua54", lua.scaled(1000), "ms")
    report.add("start.transit_run", run.scaled(1000), "ms")
    report.add("start.run_over_lua54", Samples.ratios(run, lua), "×", target: .atMost(2.5))
    if let test = times["transit_test"], !failed.contains("transit_test") {
        report.add("start.transit_test", test.scaled(1000), "ms")
        report.add("start.test_over_run", Samples.ratios(test, run), "×", target: .atMost(1.2))
    }
    if let test = times["transit_test_assert"], !failed.contains("transit_test_assert") {
        report.add("start.transit_test_assert", test.scaled(1000), "ms")
        report.add("start.test_assert_over_run", Samples.ratios(test, run), "×")
    }
}
