import Foundation
import Testing

/// The module in stock `lua5.4` when the process runs out of memory: the host's allocator
/// is the same malloc as Swift's, with no reserve between them (docs/lua-module.md).
@Suite(.enabled(if: !LuaModule.sanitized, "built with AddressSanitizer (make sanitize): stock lua5.4 cannot load a module linked from these objects"),
       .enabled(if: LuaModule.hasLua, "lua5.4 is not installed (apt-get install lua5.4): the module's tests need it"))
struct ModuleMemoryTests {
    /// `lua5.4 script` with its address space capped (`ulimit -v`, KiB): malloc then returns
    /// NULL, as it never does under Linux's overcommit with no cap.
    func capped(_ script: String, kilobytes: Int = 150_000) throws -> Run {
        try LuaModule.withModule("sh", ["-c", "ulimit -v \(kilobytes) && exec lua5.4 \"$0\"", script])
    }

    /// A completion that fills memory with small blocks: Lua's "not enough memory" reaches
    /// the caller's pcall and the engine goes on, as stock Lua goes on after the same error.
    /// Swift's allocator trapped first ("Fatal error: failed to allocate 49 bytes"): the
    /// completion's garbage was still uncollected when the engine's Swift code read the error.
    @Test func outOfMemoryInACompletionIsAnError() throws {
        let run = try capped("out_of_memory_in_completion.lua")
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        #expect(run.stdout == """
            false\tnot enough memory (in the completion of the animation begun at out_of_memory_in_completion.lua:7)
            next completion\ttrue
            0.5\t2

            """)
    }

    /// The script's own code fills memory and its pcall catches Lua's error; the next call
    /// into Transit (here `clock.advance`, with no allocation by Lua before it, which would
    /// collect) finds the garbage collected. Swift's allocator trapped ("failed to allocate
    /// 48 bytes"): only an allocation by Lua collected, and the host's allocator told Transit
    /// nothing — it is watched now (borrow.c).
    @Test func outOfMemoryInTheScriptLeavesTransitWorking() throws {
        let run = try capped("out_of_memory_in_script.lua")
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        #expect(run.stdout == """
            completion\ttrue
            false\tnot enough memory\t0.5\t0.2

            """)
    }
}
