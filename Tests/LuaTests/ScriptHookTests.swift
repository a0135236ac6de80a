import Testing
@testable import Lua

/// A script's own hook (`debug.sethook`, on a state without limits: `--unsafe`) stays set
/// across the host's calls into Lua, as in stock Lua, where a hook is the thread's until the
/// script changes it. Each entry from the host took it off (clua_resetstop), so a hook set in
/// a main chunk read nil in a completion the engine called later (found by gc107).
@Suite struct ScriptHookTests {
    @Test func aScriptsHookOutlivesTheHostsNextCall() throws {
        let lua = try makeState(.none)
        try lua.run("n = 0 debug.sethook(function() n = n + 1 end, '', 1)", chunkName: "@set.lua")
        let results = try lua.run("""
            local hook, mask, count = debug.gethook()
            local before = n
            for i = 1, 10 do end
            return type(hook), mask, count, n > before
            """, chunkName: "@later.lua")
        #expect(results == [.string("function"), .string(""), .integer(1), .boolean(true)])
    }

    /// The hook a script takes off stays off: the entry puts none of its own back.
    @Test func aHookTakenOffStaysOff() throws {
        let lua = try makeState(.none)
        try lua.run("debug.sethook(function() end, 'l') debug.sethook()", chunkName: "@set.lua")
        #expect(try lua.run("return debug.gethook()", chunkName: "@later.lua") == [.nil])
    }
}
