import Foundation
import Testing

/// `LUA_INIT_5_4` and `LUA_INIT` (lua.c runs the code or `@file` they hold before the script)
/// are not run by transit, sandboxed or not (docs/sandbox.md, `--unsafe`): the environment
/// changes no run. Stock `lua5.4` runs them, so the variables here do reach a Lua.
@Suite struct LuaInitTests {
    static let hostile = ["LUA_INIT_5_4": "print('from LUA_INIT_5_4') os.exit(3)", "LUA_INIT": "print('from LUA_INIT') os.exit(4)"]

    @Test func stockRunsIt() throws {
        let stock = try Executable.run("lua5.4", ["-e", "print('script')"], environment: Self.hostile)
        #expect(stock.status == 3 && stock.stdout == "from LUA_INIT_5_4\n")
    }

    @Test(arguments: [["run", "hello"], ["run", "--unsafe", "hello"], ["test", "scripts/spec/limits_spec.lua"]])
    func transitDoesNot(arguments: [String]) throws {
        let clean = try Executable.run("transit", arguments, environment: ["LUA_INIT_5_4": "", "LUA_INIT": ""])
        let hostile = try Executable.run("transit", arguments, environment: Self.hostile)
        #expect(clean.status == 0 && hostile.status == 0, "\(hostile.stderr)")
        #expect(!hostile.stdout.contains("from LUA_INIT"))
        // the first lines: --unsafe's hello prints an address and the real os.clock, and a
        // test run its time, after them
        #expect(hostile.stdout.prefix(40) == clean.stdout.prefix(40))
    }
}
