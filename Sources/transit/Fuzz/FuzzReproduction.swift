/// A failing schedule as a spec that reproduces it: the same Lua the fuzzer ran (the actions
/// and checks, the schedule's tasks), the example required as a module, the clock until idle,
/// then the checks — to save under scripts/spec and run with `transit test`, where the
/// transition invariants fail the test as they did the schedule.
enum FuzzReproduction {
    static func spec(_ scene: FuzzScene, _ schedule: FuzzSchedule, seed: Int, index: Int, violations: [String]) -> String {
        let program = FuzzRunner.program(scene, schedule, forSpec: true)
        let indented = program.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        let why = violations.map { "-- " + $0.split(separator: "\n").joined(separator: " ") }
        return (["-- transit fuzz \(scene.name) --seed \(seed): schedule \(index) broke:"] + why + [
            "describe(\"fuzz \(scene.name)\", function()",
            "  it(\"keeps its invariants under schedule \(index) of seed \(seed)\", function()",
        ] + indented + [
            "    require \"\(scene.exampleModule)\"",
            "    clock.runUntilIdle()",
            "    expect(fuzz.check(table.concat(timeline(), \"\\n\"))):toBe(\"\")",
            "  end)",
            "end)",
        ]).joined(separator: "\n")
    }
}
