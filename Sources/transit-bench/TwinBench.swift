import Foundation

/// Issue 19's goal "each seed transition scripted in Lua ≤ 1.3× the same transition driven
/// from Swift": per twin (Twins/), `cycles` present/dismiss round trips on the Lua side and on
/// the Swift side, each side set up once per repetition (outside the timing), the sides
/// interleaved, the ratio taken per pair.
func twinSection(_ report: Report, cycles: Int, reps: Int) throws {
    report.section("Swift twins: \(cycles) present/dismiss cycles of each seed transition, scripted in Lua and "
                   + "written in Swift, driven from Swift alike; \(reps) interleaved repetitions")
    for twin in twins {
        var lua = Samples(), swift = Samples()
        for _ in 0..<reps {
            lua.append(try timeCycles(try twin.lua(), cycles))
            swift.append(try timeCycles(try twin.swift(), cycles))
        }
        report.add("twins.\(twin.name).lua", lua.scaled(1e6 / Double(cycles)), "µs/cycle")
        report.add("twins.\(twin.name).swift", swift.scaled(1e6 / Double(cycles)), "µs/cycle")
        report.add("twins.\(twin.name).lua_over_swift", Samples.ratios(lua, swift), "×", target: .atMost(1.3))
    }
}

/// Wall seconds of `cycles` round trips; the scene (and its stage) are released after.
func timeCycles(_ scene: TwinScene, _ cycles: Int) throws -> Double {
    let start = monotonic()
    for _ in 0..<cycles { try scene.cycle() }
    return monotonic() - start
}
