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

    /// A task's coroutine resumed by hand out of its `wait` (stock `coroutine.resume`, which
    /// the module does not refuse): the wait it left is dropped, so the clock holds only the
    /// next one; one closed by hand ends with an error naming the line that started it (it
    /// was "cannot resume dead coroutine", with no line, and its wait stayed pending).
    @Test func taskCoroutineResumedOrClosedByHand() throws {
        let stock = try LuaModule.withModule("lua5.4", ["task_by_hand.lua"])
        #expect(stock.status == 0, "\(stock.stderr)")
        #expect(stock.stdout == """
            pending\t2
            task end at\t0.5
            status\tdone\tpending\t0
            true
            false\ttask_by_hand.lua:18: the task started here was ended by hand while it waited (its coroutine closed, or resumed to its end, with coroutine.close or coroutine.resume); only the engine resumes a task, and task:cancel() ends one
            status\tfailed\tpending\t0

            """)
    }

    /// An error value whose `__tostring` raises, thrown from a completion, comes out of the
    /// script's `pcall(clock.advance, 1)` as the value itself, as stock pcall gives it (it came
    /// out as the string "…: no text (in the completion …)"). The same under `transit run`.
    @Test func errorValueWhoseToStringRaises() throws {
        let stock = try LuaModule.withModule("lua5.4", ["error_value_tostring.lua"])
        let ours = LuaModule.transit(["run", "--quiet", "error_value_tostring.lua"])
        #expect(stock.status == 0 && ours.status == 0, "\(stock.stderr)\(ours.stderr)")
        #expect(stock.stdout == "stock\ttrue\ncompletion\tfalse\ttrue\ttable\n")
        #expect(stock.stdoutBytes == ours.stdoutBytes, "lua5.4:\n\(stock.stdout)\ntransit run:\n\(ours.stdout)")
    }

    /// A line hook resets the engine while `View{…}` applies its table in Transit's own Lua:
    /// the error names the script's line of the constructor call, not `(transit views.lua)`.
    @Test func resetInsideAConstructorNamesTheScriptsLine() throws {
        let stock = try LuaModule.withModule("lua5.4", ["reset_in_constructor.lua"])
        #expect(stock.status == 0, "\(stock.stderr)")
        #expect(stock.stdout == "false\treset_in_constructor.lua:14: attempt to use a View of an engine that was reset\n")
    }

    /// A value given one of the module's metatables but no object of it — a file handle given
    /// View's, a View given Rect's — is named by its Lua type, not the metatable's `__name`
    /// ("View expected, got View"); a box of another class is still named by its own class.
    @Test func foreignValueWithAClassMetatableIsNamedByItsType() throws {
        let stock = try LuaModule.withModule("lua5.4", ["foreign_metatable.lua"])
        #expect(stock.status == 0, "\(stock.stderr)")
        #expect(stock.stdout == """
            false\tforeign_metatable.lua:6: bad argument #1 to 'addSubview' (View expected, got userdata)
            false\tforeign_metatable.lua:9: bad argument #1 to 'tostring' (Rect expected, got userdata)
            false\tforeign_metatable.lua:10: bad argument #1 to 'addSubview' (View expected, got ViewController)

            """)
    }
}
