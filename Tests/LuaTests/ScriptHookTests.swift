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

    /// A collection that leaves the identity cache sparse arms a hook of ours for the rebuild
    /// (identity.c) at the thread's next instruction, and an entry with a rebuild due arms it
    /// too: either put it in place of the script's, and once the rebuild ran it took itself
    /// off, leaving none — a coverage or trace hook (`--unsafe`) went quiet mid-run (rev107).
    /// The rebuild now waits for the script's hook to go.
    @Test func aRebuildOfTheIdentityCacheLeavesTheScriptsHook() throws {
        let w = try ClassTests.World(limits: .none)
        try w.lua.run("n = 0 debug.sethook(function() n = n + 1 end, '', 1)", chunkName: "@set.lua")
        try w.lua.run(IdentityCacheTests.heldThenTemporaries, chunkName: "@boxes.lua")
        let results = try w.lua.run("""
            local hook, mask, count = debug.gethook()
            local before = n
            for i = 1, 10 do end
            return type(hook), mask, count, n - before > 10
            """, chunkName: "@later.lua")
        #expect(results == [.string("function"), .string(""), .integer(1), .boolean(true)])
        // the rebuild waits while the hook stands, and runs at the first entry after the
        // script took it off: the temporaries' nodes go then (IdentityCacheTests: < 2 KB)
        try w.lua.run("debug.sethook()", chunkName: "@unset.lua")
        try w.lua.run("collectgarbage() collectgarbage()", chunkName: "@after.lua")
        #expect(try IdentityCacheTests.kilobytes(w, "collectgarbage('count') - before") < 2)
        #expect(try w.lua.run("return debug.gethook()", chunkName: "@last.lua") == [.nil])
    }
}
