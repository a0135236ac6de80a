import Foundation
import Testing

/// The host must not change stock Lua: the same scripts print the same bytes under Debian's
/// `lua5.4` and under `transit run --unsafe`.
@Suite struct DifferentialTests {
    static let scripts = ["arithmetic", "coroutines", "errors", "gc", "metatables", "patterns", "tables"]

    @Test(arguments: scripts)
    func sameOutputAsStockLua(name: String) throws {
        let path = "scripts/tests/differential/\(name).lua"
        let stock = try Executable.run("lua5.4", [path])
        let ours = try Executable.transit("run", "--unsafe", path)
        #expect(stock.status == 0, "lua5.4 failed: \(stock.stderr)")
        #expect(ours.status == 0, "transit failed: \(ours.stderr)")
        #expect(!stock.stdout.isEmpty)
        #expect(ours.stdout == stock.stdout)
        #expect(ours.stderr == stock.stderr)
    }

    /// The sandbox has its own pattern matcher (a step budget, match.c); these scripts must
    /// print the same bytes with it as under stock Lua.
    static let sandboxed = ["patterns"]

    @Test(arguments: sandboxed)
    func sameOutputInTheSandbox(name: String) throws {
        let path = "scripts/tests/differential/\(name).lua"
        let stock = try Executable.run("lua5.4", [path])
        let ours = try Executable.transit("run", path)
        #expect(stock.status == 0, "lua5.4 failed: \(stock.stderr)")
        #expect(ours.status == 0, "transit failed: \(ours.stderr)")
        #expect(!stock.stdout.isEmpty)
        #expect(ours.stdout == stock.stdout)
        #expect(ours.stderr == stock.stderr)
    }
}
