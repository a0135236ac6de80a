import Foundation
import Testing

/// The module in stock `lua5.4`: what an outside review found where a callback, a coroutine,
/// a hook or a value the script made leaves the engine's expectations (docs/lua-module.md).
@Suite(.enabled(if: !LuaModule.sanitized, "built with AddressSanitizer (make sanitize): stock lua5.4 cannot load a module linked from these objects"),
       .enabled(if: LuaModule.hasLua, "lua5.4 is not installed (apt-get install lua5.4): the module's tests need it"))
struct ModuleEngineCallbackTests {
    /// `transit.reset()` in a Timeline's `call` and in a PropertyAnimator's completion: the
    /// calls and completions after it in the frame belong to the old engine and do not run;
    /// `clock.advance` returns quietly (it raised "… is gone: its timeline left Lua's reach
    /// while not playing"). The same bytes under `transit run`.
    @Test func resetInATimelineCallOrAnimatorCompletion() throws {
        let stock = try LuaModule.withModule("lua5.4", ["reset_in_timeline_call.lua"])
        let ours = LuaModule.transit(["run", "--quiet", "reset_in_timeline_call.lua"])
        #expect(stock.status == 0 && ours.status == 0, "\(stock.stderr)\(ours.stderr)")
        #expect(stock.stdout == """
            call 1\t0.1
            true
            completion 1\tend
            true
            now\t0.0\tpending\t0

            """)
        #expect(stock.stdoutBytes == ours.stdoutBytes, "lua5.4:\n\(stock.stdout)\ntransit run:\n\(ours.stdout)")
    }
}
