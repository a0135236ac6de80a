import Foundation
import Testing

/// Lua 5.4.4's own test suite (`testes/` of github.com/lua/lua at v5.4.4) cannot be vendored,
/// so this runs only when `LUA_TESTES` names that folder (`make lua-tests` runs the same
/// script without Swift): all.lua with `_U = true` under `transit run --unsafe` reaches
/// "final OK" and exits 0; the files that need no io, os, debug or loadfile pass sandboxed.
@Suite struct LuaTestSuiteTests {
    static let testes = ProcessInfo.processInfo.environment["LUA_TESTES"].flatMap { $0.isEmpty ? nil : $0 }

    @Test(.enabled(if: testes != nil, "set LUA_TESTES to Lua 5.4.4's testes/ folder to run it"))
    func theOfficialSuiteRunsToFinalOK() throws {
        let testes = try #require(Self.testes)
        let script = Executable.root.appendingPathComponent("scripts/tests/lua-testes/run.sh").path
        let transit = Executable.products.appendingPathComponent("transit").path
        let r = try Executable.run(script, [testes, transit])
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
        #expect(r.stdout.contains("final OK, exit 0"))
        #expect(!r.stdout.contains("FAILED"))
    }
}
