import CBridgeFloor
import Foundation
import Lua
import TransitLua

/// A bound class shaped like a view's property and method, for the bridge's hot paths.
final class BoundTarget { var alpha = 1.0 }

/// The bridge's hot paths from Lua — a raw `lua_CFunction` no-op (the goals' yardstick), a
/// bound Swift no-op, a bound method `obj:noop()`, `obj.alpha = x`, `obj.alpha` — each a loop
/// of N operations timed by the monotonic clock (a host function called outside the loop), the
/// loop's own cost included alike. Each of the last three runs beside its floor: the same
/// loop over a userdata of the bench's own C (CBridgeFloor) whose `__index` and `__newindex`
/// do nothing else — what any userdata binding pays on stock Lua 5.4. Each round runs every
/// workload once and then bridge_baseline.lua under stock `lua5.4`; ratios are per round.
struct BridgeBench {
    let runtime: ScriptRuntime
    let calls: Int
    private var lastRound: [String: Double] = [:]
    static let workloads = ["empty", "raw", "bound", "method", "floormethod", "write", "floorwrite", "read", "floorread"]

    init(calls: Int, only: String?) throws {
        self.calls = calls
        // Unsafe mode: no hook (the sandbox's count hook costs VM loops ~2x, in both columns alike).
        runtime = try ScriptRuntime(options: .unsafe)
        let lua = runtime.lua
        lua.registerRawNoop("rawnoop")
        lua.registerRawFunction("floorobjects", bridgefloor_objects)
        lua.register("noop") { _ in 0 }
        lua.register("monotonic") { call in call.push(monotonic()); return 1 }
        var def = LuaClassDefinition<BoundTarget>(name: "Target")
        def.numberProperty("alpha", get: { $0.alpha }, set: { o, a in o.alpha = a })
        def.method("noop") { _, _ in 0 }
        let cls = lua.defineClass(def)
        let target = BoundTarget()
        lua.register("target") { call in call.push(target, as: cls); return 1 }
        let names = (only.map { [$0] } ?? BridgeBench.workloads).map { "\"\($0)\"" }.joined(separator: ", ")
        try runtime.run("""
        local N = \(calls)
        local noop, rawnoop, obj, clock = noop, rawnoop, target(), monotonic
        local fprop, fmethod = floorobjects()
        local all = {
          empty = function(n) for i = 1, n do end end,
          raw = function(n) for i = 1, n do rawnoop() end end,
          bound = function(n) for i = 1, n do noop() end end,
          method = function(n) for i = 1, n do obj:noop() end end,
          write = function(n) for i = 1, n do obj.alpha = 0.5 end end,
          read = function(n) local a for i = 1, n do a = obj.alpha end end,
          floormethod = function(n) for i = 1, n do fmethod:noop() end end,
          floorwrite = function(n) for i = 1, n do fprop.alpha = 0.5 end end,
          floorread = function(n) local a for i = 1, n do a = fprop.alpha end end,
        }
        local names = {\(names)}
        function bench_round()
          for _, name in ipairs(names) do
            local w = all[name]
            local t0 = clock(); w(N); local t = (clock() - t0) * 1e9 / N
            print(name .. " " .. string.format("%.17g", t))
          end
        end
        """, chunkName: "=bench")
    }

    /// One round: ns per operation of each workload.
    func round() throws -> [String: Double] {
        var results: [String: Double] = [:]
        runtime.output = { line in
            let parts = line.split(separator: " ")
            if parts.count == 2 { results[String(parts[0])] = Double(parts[1]) }
        }
        try runtime.run("bench_round()", chunkName: "=round")
        return results
    }
}

func bridgeSection(_ report: Report, calls: Int, rounds: Int) throws {
    report.section("Bridge: Lua → host, \(calls) operations per loop, loop included alike; "
                   + "\(rounds) interleaved rounds (each also runs bridge_baseline.lua under lua5.4)")
    let bench = try BridgeBench(calls: calls, only: nil)
    var ns: [String: Samples] = [:]
    var stockWrite = Samples(), stockCall = Samples()
    let baseline = sharedBench.appendingPathComponent("bridge_baseline.lua").path
    for _ in 0..<rounds {
        for (name, value) in try bench.round() { ns[name, default: Samples()].append(value) }
        if let out = BaselineProcess.run("lua5.4", baseline, [String(calls)]), out.clockReadings.count >= 3 {
            let r = out.clockReadings
            stockWrite.append((r[1] - r[0]) * 1e9 / Double(calls))
            stockCall.append((r[2] - r[1]) * 1e9 / Double(calls))
        }
    }
    let labels = ["empty": "empty for-loop", "raw": "raw lua_CFunction no-op (the goals' yardstick)",
                  "bound": "bound Swift function no-op", "method": "bound method obj:noop()",
                  "write": "property write obj.alpha = x", "read": "property read obj.alpha",
                  "floormethod": "obj:noop() on the C floor", "floorwrite": "obj.alpha = x on the C floor",
                  "floorread": "obj.alpha on the C floor"]
    for name in BridgeBench.workloads {
        report.add("bridge.\(name)", ns[name]!, "ns/op")
    }
    report.note("(" + BridgeBench.workloads.map { "\($0): \(labels[$0]!)" }.joined(separator: "; ") + ")")
    if !stockWrite.isEmpty {
        report.add("bridge.lua54.table_write", stockWrite, "ns/op")
        report.add("bridge.lua54.function_call", stockCall, "ns/op")
    }
    let raw = ns["raw"]!
    report.add("bridge.bound_over_raw", Samples.ratios(ns["bound"]!, raw), "×")
    report.add("bridge.method_over_raw", Samples.ratios(ns["method"]!, raw), "×", target: .atMost(2))
    report.add("bridge.write_over_raw", Samples.ratios(ns["write"]!, raw), "×", target: .atMost(2))
    report.add("bridge.read_over_raw", Samples.ratios(ns["read"]!, raw), "×", target: .atMost(1.5))
    // What stock Lua 5.4 leaves any binding (the floor over a raw call), and Transit over it.
    for name in ["method", "write", "read"] {
        report.add("bridge.floor\(name)_over_raw", Samples.ratios(ns["floor" + name]!, raw), "×")
    }
    for name in ["method", "write", "read"] {
        report.add("bridge.\(name)_over_floor", Samples.ratios(ns[name]!, ns["floor" + name]!), "×")
    }
}
