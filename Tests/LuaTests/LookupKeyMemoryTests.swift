import Testing
@testable import Lua

/// The fast look-ups of `LuaCall.get` (a table's method read raw, a bound object's field read
/// by `clua_peekindex`) run outside a protected call. Their key, a string Lua may not have met,
/// is a new object: at the memory ceiling, a plain push would make Lua raise a memory error
/// with no protected call to catch it (a `longjmp` over Swift frames: the process aborts).
@Suite struct LookupKeyMemoryTests {
    @Test func aNewKeyAtTheMemoryCeilingTakesTheReserveAndLeavesTheStopPending() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        try lua.run("delegate = setmetatable({}, {__index = {}})", chunkName: "@d.lua")
        let delegate = lua.global("delegate")
        let control = lua.control
        let used = control.pointee.used
        control.pointee.used = control.pointee.ceiling              // as if the script filled it
        let found = try lua.callMethod("animationControllerForAKeyNoScriptHasUsed", of: { $0.push(delegate) },
                                       arguments: { _ in 0 }, read: { _ in }, failed: { $0 })
        let pending = control.pointee.oom_pending
        let over = control.pointee.used - control.pointee.ceiling   // the key's string, in the reserve
        control.pointee.used = used + over
        control.pointee.oom_pending = 0
        #expect(found == .missing)
        #expect(pending == 1)
        #expect(over > 0 && over < 1024)
        #expect(try lua.run("return 1 + 1", chunkName: "@after.lua") == [.integer(2)])
    }
}
