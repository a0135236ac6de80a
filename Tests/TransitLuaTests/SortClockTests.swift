import Glibc
import Testing
@testable import TransitLua

/// The executable's clock() and time() (Sources/CFixedClock, linked into the tests by this
/// target): 0 while a sandbox table.sort runs on the thread — to the host too, which a
/// comparator's print reaches — and the C library's otherwise: before and after a sort,
/// after a comparator's error ended the run, and under --unsafe, whose sort is stock's.
@Suite struct SortClockTests {
    static let script = """
    print("before")
    table.sort({3, 1, 2}, function(a, b) print("inside") return a < b end)
    print("after")
    table.sort({3, 1, 2}, function() error("boom") end)
    """

    /// (line, time(), clock()) at each line the script printed
    func readings(sandboxed: Bool) -> (lines: [(String, Int, Int)], error: String?) {
        var options = ScriptRuntime.Options()
        options.sandboxed = sandboxed
        var lines: [(String, Int, Int)] = []
        do {
            let r = try ScriptRuntime(options: options)
            r.output = { lines.append(($0, time(nil), clock())) }
            try r.run(Self.script, chunkName: "@clock.lua")
            return (lines, nil)
        } catch {
            return (lines, "\(error)")
        }
    }

    @Test func fixedOnlyWhileASandboxSortRuns() {
        let (lines, error) = readings(sandboxed: true)
        #expect(error?.contains("clock.lua:4: boom") == true)
        let now = time(nil)
        #expect(now > 1_700_000_000 && clock() > 0)        // the run's error left no sort's depth
        #expect(lines.first?.0 == "before" && lines.last?.0 == "after")
        #expect(lines.count > 2 && lines.dropFirst().dropLast().allSatisfy { $0.0 == "inside" })
        for (line, seconds, ticks) in lines {
            if line == "inside" {
                #expect(seconds == 0 && ticks == 0)
            } else {
                #expect(seconds >= now - 60 && ticks > 0, "\(line)")
            }
        }
    }

    /// A chunk's load runs the collector (the parser allocates), and with it the finalizers
    /// of garbage, outside any call of the host's into Lua: a finalizer whose sort raised,
    /// its error caught, left the depth raised where no call of the host's put it back, and
    /// every clock() and time() on the thread gave 0 from then on.
    @Test func aFinalizersSortErrorDuringALoadLeavesTheClockAlone() throws {
        var options = ScriptRuntime.Options()
        options.sandboxed = true
        let r = try ScriptRuntime(options: options)
        var lines: [String] = []
        r.output = { lines.append($0) }
        try r.run("""
            finalized = 0
            doomed = {}
            for i = 1, 50 do
              doomed[i] = setmetatable({}, {__gc = function()
                finalized = finalized + 1
                pcall(table.sort, {3, 1, 2}, function() error("boom") end)
              end})
            end
            doomed = nil
            """, chunkName: "=setup")
        // 20,000 functions to parse: a collection cycle, and the 50 finalizers, in the load
        let functions = (1...20_000).map { "do local function f() return {\($0)} end end" }
        try r.run("print(finalized) " + functions.joined(separator: " "), chunkName: "=big")
        #expect(lines == ["50"])
        #expect(time(nil) > 1_700_000_000 && clock() > 0)
    }

    @Test func stockUnderUnsafe() {
        let (lines, error) = readings(sandboxed: false)
        #expect(error?.contains("clock.lua:4: boom") == true)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.1 > 1_700_000_000 && $0.2 > 0 })
    }
}
