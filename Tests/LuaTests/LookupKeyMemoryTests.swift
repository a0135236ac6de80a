import Testing
@testable import Lua

/// The fast look-ups of `LuaCall.get` (a table's method read raw, a bound object's field read
/// by `clua_peekindex`) run outside a protected call. Their key, a string Lua may not have met,
/// is a new object: at the memory ceiling a plain push would make Lua raise a memory error
/// with no protected call to catch it (a `longjmp` over Swift frames: the process aborts).
@Suite struct LookupKeyMemoryTests {
    /// At the ceiling, with no garbage for Lua's emergency collection to free, the look-up
    /// takes the protected call: a memory error, reported as one, and nothing left pending.
    @Test func aNewKeyAtTheMemoryCeilingIsAnErrorNotAnAbort() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        try lua.run("delegate = setmetatable({}, {__index = {}})", chunkName: "@d.lua")
        let delegate = lua.global("delegate")
        lua.collectGarbage()
        let control = lua.control
        let offset = control.pointee.ceiling - control.pointee.used
        control.pointee.used = control.pointee.ceiling              // as if the script filled it
        var message = ""
        do {
            _ = try lua.callMethod("animationControllerForAKeyNoScriptHasUsed", of: { $0.push(delegate) },
                                   arguments: { _ in 0 }, read: { _ in }, failed: { $0 })
        } catch {
            message = "\(error)"
        }
        let pending = control.pointee.oom_pending
        control.pointee.used -= offset
        #expect(message.contains("not enough memory"))
        #expect(pending == 0)
        // below the ceiling the same look-up answers, and the state goes on
        let found = try lua.callMethod("animationControllerForAKeyNoScriptHasUsed", of: { $0.push(delegate) },
                                       arguments: { _ in 0 }, read: { _ in }, failed: { $0 })
        #expect(found == .missing)
        #expect(try lua.run("return 1 + 1", chunkName: "@after.lua") == [.integer(2)])
    }
}
