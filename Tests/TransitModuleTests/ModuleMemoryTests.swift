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

    /// A push from Swift refused while garbage holds the memory (a 6 MiB `label.text`, 16 MiB
    /// let go with the collector stopped): stock Lua runs its emergency collection and asks
    /// the allocator again (lmem.c, `tryagain`), and the push is granted, as it was before the
    /// ballast. The ballast granted the first request and raised "not enough memory" after the
    /// frames returned: the first read failed (2 of 3). Now the first refusal is let through
    /// and only the same request, refused again, is granted from the ballast.
    @Test func aRefusedPushWaitsForLuasEmergencyCollection() throws {
        let run = try capped("garbage_under_a_refused_push.lua")
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        #expect(run.stdout == """
            fill\tfalse\tnot enough memory
            reads\t3

            """)
    }

    /// A push from Swift that the ballast cannot cover (40 MiB, the ballast 8): the process
    /// stops with transit's message (borrow.c, clua_fromballast) rather than unwinding the
    /// Swift frames with a longjmp — the error path docs/lua-module.md describes.
    @Test func aPushPastTheBallastStopsTheProcessSayingWhy() throws {
        let run = try capped("push_past_the_ballast.lua", kilobytes: 130_000)
        #expect(run.status != 0)
        #expect(run.stdout == "before\n", "\(run.stdout.prefix(500))")
        #expect(run.stderr.contains("transit: fatal: out of memory inside a host call (Lua asked for "), "\(run.stderr.prefix(2000))")
        #expect(run.stderr.contains("the ballast is spent)"), "\(run.stderr.prefix(2000))")
    }

    /// A push made from Swift that the host's allocator refuses (`window.subviews` of 20,000
    /// views: a 320 KB table). gdb stops at every `longjmp` and prints the stack: Lua's error
    /// must never jump over a Swift frame to reach its `lua_pcallk` or `lua_resume`. It did
    /// (`__longjmp_chk` under `lua_createtable` under `LuaCall.newTable`): the frames' retains
    /// were never released and the trampoline's count of Swift frames stayed up. Now the
    /// watched allocator frees its ballast for the block, and the error is raised after the
    /// frames return; the script's pcall gets stock Lua's message and the engine goes on.
    @Test(.enabled(if: LuaModule.which("gdb") != nil && LuaModule.which("prlimit") != nil,
                   "gdb is not installed (apt-get install gdb)"))
    func aPushRefusedInsideSwiftIsRaisedAfterItsFramesReturn() throws {
        let commands = FileManager.default.temporaryDirectory.appendingPathComponent("longjmps-\(getpid()).gdb")
        try """
            set pagination off
            set breakpoint pending on
            set print frame-arguments none
            break __longjmp_chk
            commands
            silent
            echo LONGJMP\\n
            bt 60
            continue
            end
            run

            """.write(to: commands, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: commands) }
        // gdb run straight from the test hung, SIGCHLD pending and blocked in it (a mask it
        // inherited from the test's thread): perl clears the mask and then runs gdb
        let run = try LuaModule.withModule("timeout", ["-s", "KILL", "300", "perl", "-MPOSIX", "-e",
                                                       "sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die; exec @ARGV or die",
                                                       "gdb", "-nx", "-batch", "-x", commands.path, "--args",
                                                       "prlimit", "--as=\(150_000 * 1024)", "lua5.4", "out_of_memory_in_a_push.lua"])
        let jumps = run.stdout.components(separatedBy: "LONGJMP\n").dropFirst()
        #expect(jumps.count > 0, "no longjmp seen: \(run.stdout.suffix(2000))\(run.stderr.suffix(2000))")
        for jump in jumps {
            // the frames the jump leaves: up to the Lua call that catches it
            let frames = jump.split(separator: "\n").filter { $0.hasPrefix("#") }
            let crossed = frames.prefix { !$0.contains(" in lua_pcallk ") && !$0.contains(" in lua_resume ") }
            #expect(!crossed.contains { $0.contains(" in $s") }, "a longjmp over Swift frames:\n\(crossed.joined(separator: "\n"))")
        }
        // the script's lines (each holds a tab; gdb's own lines, between them, hold none)
        #expect(run.stdout.split(separator: "\n").filter { $0.contains("\t") } == [
            "fill\tfalse\tnot enough memory",
            "subviews\tfalse\tnot enough memory",
            "again\ttrue",
            "again\ttrue",
            "completion\ttrue",
            "20001\t0.0",
        ], "\(run.stdout.suffix(3000))\(run.stderr.suffix(2000))")
        #expect(run.stdout.contains("exited normally"), "\(run.stdout.suffix(3000))")
    }

    /// `lua5.4 -l transit` under caps a little above what lua5.4 with transit.so mapped takes
    /// (its VmSize after `package.loadlib`, /proc/self/status), every 256 KiB up to 12 MiB
    /// more: each either loads or fails at the `require` with a Lua error, as `lua5.4` does
    /// when its own memory runs out. Between about 4 and 8 MiB the ballast, taken first, held
    /// all the room there was, and the load's Swift code stopped the process ("Fatal error:
    /// failed to allocate 976 bytes", std::bad_alloc, SIGSEGV: 18 of 57 caps from 20,000 to
    /// 34,000 KiB); Lua 5.4.4's gc.lua under `ulimit -v` found it (docs/lua-module.md).
    @Test func aLoadWithLittleRoomLoadsOrFailsAtTheRequire() throws {
        let mapped = try LuaModule.withModule("lua5.4", ["-e", """
            assert(package.loadlib(package.searchpath("transit", package.cpath), "*"))
            print(io.open("/proc/self/status"):read("a"):match("VmSize:%s*(%d+)"))
            """])
        let base = try #require(Int(mapped.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(mapped.stderr)")
        var loaded = 0, refused: [Int] = [], stopped: [String] = []
        for room in stride(from: 0, through: 12 << 10, by: 256) {
            let run = try LuaModule.withModule("sh", ["-c", "ulimit -v \(base + room) && exec lua5.4 -l transit -e 'print(\"loaded\")'"])
            if run.status == 0 && run.stdout == "loaded\n" { loaded += 1 }
            else if run.status == 1 && run.stderr.hasPrefix("lua5.4: ") && !run.stderr.contains("Fatal error") { refused.append(room) }
            else { stopped.append("+\(room) KiB: status \(run.status), \(run.stderr.prefix(120))") }
        }
        #expect(stopped.isEmpty, "\(stopped.joined(separator: "\n"))")
        #expect(refused.contains(0), "with no room the load fails: \(refused)")
        #expect(loaded > 0, "with 12 MiB of room it loads")
    }
}
