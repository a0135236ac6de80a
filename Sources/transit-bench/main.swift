import Foundation
import Lua
import TransitLua

/// transit-bench: release-mode measurements, printed as ratios against the plain-Lua
/// baselines of ../shared/bench measured in the same run (absolute times drift between
/// machines; ratios hold). Nothing here is asserted: tests never time things.
///
///     swift build -c release && .build/release/transit-bench [--quick]

let quick = CommandLine.arguments.contains("--quick")
/// `--only NAME` runs one bridge workload (for profiling under callgrind).
let onlyWorkload: String? = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }
let calls = CommandLine.arguments.contains("--tiny") ? 200_000 : quick ? 2_000_000 : 20_000_000

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let shared = root.deletingLastPathComponent().appendingPathComponent("shared/bench")

/// Runs a baseline with `lua5.4` (or `luajit`) and returns its printed line, or why not.
func baseline(_ interpreter: String, _ script: String, _ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [interpreter, shared.appendingPathComponent(script).path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return "(\(interpreter) not available: \(error))" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The first number after `label` in a baseline's line.
func figure(_ line: String, after label: String) -> Double? {
    guard let start = line.range(of: label) else { return nil }
    let rest = line[start.upperBound...].drop { !$0.isNumber }
    return Double(rest.prefix { $0.isNumber || $0 == "." })
}

/// A bound class shaped like a view's property and method, for the bridge's hot paths.
final class Target { var alpha = 1.0 }

func bridgeBench() throws -> [String: Double] {
    // Unsafe mode: no hook (the sandbox's count hook costs VM loops ~2x, in both columns
    // alike), and the real os.clock.
    let runtime = try ScriptRuntime(options: .unsafe)
    let lua = runtime.lua
    lua.registerRawNoop("rawnoop")
    lua.register("noop") { _ in 0 }
    var def = LuaClassDefinition<Target>(name: "Target")
    def.numberProperty("alpha", get: { $0.alpha }, set: { o, a in o.alpha = a })
    def.method("noop") { _, _ in 0 }
    let cls = lua.defineClass(def)
    let target = Target()
    lua.register("target") { call in call.push(target, as: cls); return 1 }
    var results: [String: Double] = [:]
    runtime.output = { line in
        let parts = line.split(separator: " ")
        results[String(parts[0])] = Double(parts[1])
    }
    try runtime.run("""
    local N = \(calls)
    local noop, rawnoop, obj = noop, rawnoop, target()
    local clock = os.clock
    -- Each workload is a loop of N operations; the rounds interleave the workloads so that a
    -- noisy neighbour slows all of them alike, and the best round of each is kept.
    local workloads = {
      {"empty", function(n) for i = 1, n do end end},
      {"raw", function(n) for i = 1, n do rawnoop() end end},
      {"bound", function(n) for i = 1, n do noop() end end},
      {"method", function(n) for i = 1, n do obj:noop() end end},
      {"write", function(n) for i = 1, n do obj.alpha = 0.5 end end},
      {"read", function(n) local a for i = 1, n do a = obj.alpha end end},
    }
    local only = \(onlyWorkload.map { "\"\($0)\"" } ?? "nil")
    if only then
      for i = #workloads, 1, -1 do if workloads[i][1] ~= only then table.remove(workloads, i) end end
    end
    local best = {}
    for round = 1, 7 do
      for _, w in ipairs(workloads) do
        local t0 = clock(); w[2](N); local t = (clock() - t0) * 1e9 / N
        if best[w[1]] == nil or t < best[w[1]] then best[w[1]] = t end
      end
    end
    for _, w in ipairs(workloads) do print(w[1] .. " " .. best[w[1]]) end
    """, chunkName: "=bench")
    return results
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
func ns(_ d: Double) -> String { String(format: "%6.1f ns/op", d) }

print("transit-bench — \(quick ? "quick" : "full") run, release build, \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")
print("Bridge (Lua → host, \(calls) calls each, best of 7 interleaved rounds, loop overhead included alike)")
let stock = baseline("lua5.4", "bridge_baseline.lua", [String(calls)])
let b = try bridgeBench()
if onlyWorkload != nil { print(b); exit(0) }
let raw = b["raw"]!
print("  " + pad("lua5.4 baseline:", 34) + stock)
print("  " + pad("empty for-loop", 34) + ns(b["empty"]!))
print("  " + pad("raw lua_CFunction no-op (floor)", 34) + ns(raw) + "   1.00×")
for (key, label) in [("bound", "bound Swift function no-op"), ("method", "bound method obj:noop()"),
                     ("write", "property write obj.alpha = x"), ("read", "property read obj.alpha")] {
    let v = b[key]!
    print("  " + pad(label, 34) + ns(v) + String(format: "   %.2f× raw", v / raw))
}
if let call = figure(stock, after: "function call:") {
    print("  " + pad("(lua function call, stock)", 34) + ns(call) + String(format: "   bound/lua-call %.2f×", b["bound"]! / call))
}
let writeRatio = b["write"]! / raw

// MARK: Tween
let views = quick ? 2_000 : 10_000, frames = 120
print("")
print("Tween (\(views) objects, \(frames) frames at 120 Hz; per frame, best of 3)")
let stockTween = baseline("lua5.4", "tween_baseline.lua", [String(views), String(frames)])
let jitTween = baseline("luajit", "tween_baseline.lua", [String(views), String(frames)])
func best(_ run: () throws -> Tween.Result) rethrows -> Tween.Result {
    var results: [Tween.Result] = []
    for _ in 0..<3 { results.append(try run()) }
    return results.min { $0.frameMilliseconds < $1.frameMilliseconds }!
}
let fromSwift = try best { try Tween.swift(views: views, frames: frames) }
let fromLua = try best { try Tween.lua(views: views, frames: frames) }
let stockMs = figure(stockTween, after: "ns/property-update,")
let jitMs = figure(jitTween, after: "ns/property-update,")
print("  " + pad("lua5.4 baseline (in-out-cubic):", 34) + stockTween)
print("  " + pad("luajit baseline (in-out-cubic):", 34) + jitTween)
func ratioText(_ ms: Double) -> String {
    var s = String(format: "%7.3f ms/frame", ms)
    if let stockMs { s += String(format: "   %.1f× faster than lua5.4", stockMs / ms) }
    if let jitMs { s += String(format: ", %.1f× than luajit", jitMs / ms) }
    return s
}
print("  " + pad("engine, set up from Swift", 34) + ratioText(fromSwift.frameMilliseconds)
      + String(format: "   (set-up %.0f ms)", fromSwift.setupSeconds * 1000))
print("  " + pad("engine, set up from Lua", 34) + ratioText(fromLua.frameMilliseconds)
      + String(format: "   (set-up %.0f ms)", fromLua.setupSeconds * 1000))
print("  (the engine's curve is UIKit's ease-in-ease-out cubic Bézier, solved per animation block)")

print("")
print("Targets")
print(String(format: "  bound call within 1.5× raw:      %.2f× — %@", b["bound"]! / raw, b["bound"]! / raw <= 1.5 ? "met" : "NOT met"))
print(String(format: "  property write within 3× raw:    %.2f× — %@", writeRatio, writeRatio <= 3 ? "met" : "NOT met"))
if let stockMs {
    let r = stockMs / fromLua.frameMilliseconds
    print(String(format: "  engine ≥ 5× faster than lua5.4:  %.1f× — %@", r, r >= 5 ? "met" : "NOT met"))
}

specRunnerBench(rounds: quick ? 1 : 3)
