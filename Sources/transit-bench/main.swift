import Foundation

/// transit-bench: release-mode measurements against the plain-Lua baselines of
/// ../shared/bench, each baseline interleaved with its workload and timed on the same
/// monotonic wall clock; medians of N repetitions with their spread, ratios per interleaved
/// pair. Nothing here is asserted: tests never time things (docs/benchmark.md).
///
///     swift build -c release && .build/release/transit-bench [--reps N] [--quick]
///         [--json FILE] [--only SECTION[,SECTION…]] [--workload NAME] [--tiny]
///
/// Sections: bridge, tween, scaling, start, memory, twins, specs. For callgrind: `--workload
/// NAME` runs one bridge loop once and exits (`--tiny` shrinks it to 200,000 calls);
/// `--profile-tween N` runs the engine's tween once on N views, no baselines;
/// `--profile-twin NAME[:swift]` runs 1,000 cycles of one twin's Lua (or Swift) side.

let arguments = CommandLine.arguments
let usage = """
    usage: transit-bench [--reps N] [--quick] [--json FILE] [--only SECTION[,SECTION…]]
           transit-bench --workload NAME [--tiny] | --profile-tween N | --profile-twin NAME[:swift]
    sections: bridge, tween, scaling, start, memory, twins, specs (docs/benchmark.md)

    """
// Checked before anything runs: a mistyped flag (or --help) used to start the whole bench.
do {
    let valued: Set = ["--reps", "--json", "--only", "--workload", "--profile-tween", "--profile-twin"]
    var i = 1
    while i < arguments.count {
        let word = arguments[i]
        if word == "--help" || word == "-h" {
            print(usage, terminator: "")
            exit(0)
        }
        if valued.contains(word) {
            guard i + 1 < arguments.count else {
                FileHandle.standardError.write(Data("transit-bench: \(word) needs a value\n\(usage)".utf8))
                exit(64)
            }
            i += 2
        } else if word == "--quick" || word == "--tiny" {
            i += 1
        } else {
            FileHandle.standardError.write(Data("transit-bench: unknown argument '\(word)'\n\(usage)".utf8))
            exit(64)
        }
    }
}
func value(of flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let quick = arguments.contains("--quick")
let reps = value(of: "--reps").flatMap(Int.init) ?? (quick ? 3 : 7)
let jsonPath = value(of: "--json")
let sections = Set((value(of: "--only") ?? "bridge,tween,scaling,start,memory,twins,specs").split(separator: ",").map(String.init))
let calls = arguments.contains("--tiny") ? 200_000 : quick ? 2_000_000 : 10_000_000

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
/// shared/bench in the nearest folder above the checkout that has one (../shared/bench for the
/// main checkout, ../../shared/bench for a worktree); TRANSIT_BENCH_BASELINES overrides.
let sharedBench: URL = {
    if let path = ProcessInfo.processInfo.environment["TRANSIT_BENCH_BASELINES"] { return URL(fileURLWithPath: path) }
    var dir = root
    while dir.path != "/" {
        dir = dir.deletingLastPathComponent()
        let candidate = dir.appendingPathComponent("shared/bench")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("tween_baseline.lua").path) { return candidate }
    }
    return root.deletingLastPathComponent().appendingPathComponent("shared/bench")
}()
let transit = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("transit").path

if let views = value(of: "--profile-tween").flatMap(Int.init) {
    let run = try Tween.lua(views: views, frames: 120)
    print(String(format: "tween %d views: steady %.3f ms, ending %.3f ms, mean %.3f ms, set-up %.0f ms",
                 views, run.steadyFrame * 1000, run.lastFrame * 1000, run.meanFrame * 1000, run.setupSeconds * 1000))
    print(String(format: "after the ending frame: worst of %d frames %.3f ms; animate %.1f ms, again %.1f ms",
                 run.afterSeconds.count, run.worstAfterFrame * 1000, run.animateSeconds * 1000,
                 run.reanimateSeconds * 1000))
    let slowest = run.frameSeconds.enumerated().sorted { $0.element > $1.element }.prefix(5)
    print("slowest frames: " + slowest.map { String(format: "#%d %.3f ms", $0.offset + 1, $0.element * 1000) }.joined(separator: ", "))
    exit(0)
}
if let profiled = value(of: "--profile-twin") {
    let parts = profiled.split(separator: ":").map(String.init)
    guard let twin = twins.first(where: { $0.name == parts[0] }) else {
        print("transit-bench: no twin named \(parts[0]) (\(twins.map(\.name).joined(separator: ", ")))")
        exit(2)
    }
    let side = parts.count > 1 ? parts[1] : "lua"
    let seconds = try timeCycles(try side == "swift" ? twin.swift() : twin.lua(), 1_000)
    print("\(twin.name) \(side): " + String(format: "%.1f µs per cycle", seconds * 1000))
    exit(0)
}
if let workload = value(of: "--workload") {
    let bench = try BridgeBench(calls: calls, only: workload)
    print(try bench.round())
    exit(0)
}

let jit = BaselineProcess.isInstalled("luajit")
let report = Report()
print("transit-bench — \(quick ? "quick" : "full") run, release build, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
      + "\(reps) repetitions; medians [min–max, IQR]; luajit \(jit ? "installed" : "not installed")")
print("baselines: \(sharedBench.path)")

if sections.contains("bridge") { try bridgeSection(report, calls: calls, rounds: reps) }
if sections.contains("tween") { try tweenSection(report, views: quick ? 2_000 : 10_000, reps: reps, jit: jit) }
if sections.contains("scaling") {
    try scalingSection(report, series: quick ? [100, 1_000, 10_000] : [100, 1_000, 10_000, 100_000],
                       reps: max(1, reps / 2), jit: jit)
}
if sections.contains("start") { coldStartSection(report, transit: transit, reps: reps * 3) }
if sections.contains("twins") { try twinSection(report, cycles: quick ? 200 : 1_000, reps: reps) }
if sections.contains("memory") { try memorySection(report, views: 10_000, reps: 3) }
if sections.contains("specs") { specSection(report, transit: transit, reps: quick ? 1 : 3) }

let goals = report.figures.filter { $0.target != nil }
print("")
print("Goals (issue 19): \(goals.filter { $0.met == true }.count) of \(goals.count) met")
for g in goals {
    let verdict = g.met! ? "met" : "NOT met"
    let figure = leftPad(format(g.value), 10) + " " + pad(g.unit, 9)
    print("  " + pad(g.name, 46) + " " + figure + " target " + g.target!.text + ": " + verdict)
}
if let jsonPath {
    try report.writeJSON(to: jsonPath, context: ["reps": String(reps), "quick": String(quick), "luajit": String(jit),
                                                 "date": ISO8601DateFormatter().string(from: Date())])
    print("JSON: \(jsonPath)")
}
