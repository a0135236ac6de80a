import Foundation
import Lua
import Testing

/// The step budget of the sandbox's matcher (match.c): a pattern that backtracks without end
/// stops at the budget naming its line, a pcall cannot swallow it, interrupts and the wall
/// clock reach inside a match, and ordinary heavy work is not stopped.
@Suite(.serialized) struct PatternLimitTests {
    /// Stock Lua spends tens of seconds on this (a 26-byte subject).
    static let pathological = """
    local s = ("a"):rep(26)
    local p = ("a?"):rep(26) .. ("a"):rep(26) .. "b"
    local i, j = s:find(p)
    """

    static func sandboxState(_ limits: LuaLimits = .sandbox) throws -> LuaState {
        let lua = try makeState(limits)
        lua.installSafePatterns()
        return lua
    }

    /// CPU seconds this thread spent in `body`: unlike wall time, not inflated when other
    /// suites run in parallel on a small machine.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
        }
        let start = now()
        try body()
        return now() - start
    }

    @Test func theSandboxBudgetFollowsTheInstructionBudget() {
        #expect(LuaLimits.sandbox.patternSteps == 20_000_000)
        #expect(LuaLimits.none.patternSteps == 0)
        #expect(LuaLimits(memory: 0, instructions: 1_000, seconds: 0, hostObjects: 0).patternSteps == 10_000_000)
        #expect(LuaLimits(memory: 0, instructions: 0, seconds: 0, hostObjects: 0, patternSteps: 5).patternSteps == 5)
        var limits = LuaLimits.sandbox
        limits.instructions = 0                    // `transit run --instructions 0`: both unlimited
        #expect(limits.patternSteps == 0)
        limits.patternSteps = 7                    // set explicitly, it stays
        limits.instructions = 1_000_000_000
        #expect(limits.patternSteps == 7)
    }

    @Test func aPathologicalPatternStopsQuicklyNamingItsLine() throws {
        let lua = try Self.sandboxState()
        var error: LuaError?
        let elapsed = Self.seconds { error = lua.failure(Self.pathological) }
        let failure = try #require(error)
        #expect(failure.kind == .patternLimit)
        #expect(failure.message == "t.lua:3: pattern matching too complex (step limit exceeded: 20000000 steps)")
        #expect(failure.traceback.contains("in function 'string.find'"))
        // unstopped, this find runs about 30 s; the budget ends it in a fraction of a second
        // (a few under AddressSanitizer: the bound is far from both)
        #expect(elapsed < 10, "took \(elapsed) s")
        print("pathological find stopped after \(elapsed) s of CPU")
        // the budget is per entry: the next one matches normally
        #expect(try lua.run("return ('hello'):find('l+')") == [.integer(3), .integer(4)])
    }

    @Test func pcallCannotSwallowTheStop() throws {
        let lua = try Self.sandboxState()
        var error: LuaError?
        let elapsed = Self.seconds {
            error = lua.failure("""
            local s, p = ("a"):rep(26), ("a?"):rep(26) .. ("a"):rep(26) .. "b"
            local caught = 0
            while true do
              local ok = pcall(string.find, s, p)
              caught = caught + 1
            end
            """)
        }
        let failure = try #require(error)
        #expect(failure.kind == .patternLimit)
        #expect(failure.message.hasPrefix("t.lua:4: pattern matching too complex") ||
                failure.message.hasPrefix("t.lua:5: pattern matching too complex"), "\(failure.message)")
        #expect(elapsed < 10, "took \(elapsed) s")           // unstopped: for ever
    }

    @Test func theStopIsStickyEvenWithoutTheHook() throws {
        // No instruction budget, no hook: each further match raises at its first step.
        let lua = try Self.sandboxState(LuaLimits(memory: 0, instructions: 0, seconds: 0, hostObjects: 0,
                                                  patternSteps: 100_000))
        let failure = try #require(lua.failure("""
        local s, p = ("a"):rep(26), ("a?"):rep(26) .. ("a"):rep(26) .. "b"
        local first = pcall(string.find, s, p)
        local ok, message = pcall(string.find, "abc", "b")
        error(message, 0)
        """))
        // the second match raised it again, naming where it fired: the runaway pattern's line
        #expect(failure.message == "t.lua:2: pattern matching too complex (step limit exceeded: 100000 steps)")
    }

    @Test func everyFunctionIsCounted() throws {
        let lua = try Self.sandboxState(LuaLimits(memory: 0, instructions: 0, seconds: 0, hostObjects: 0,
                                                  patternSteps: 1_000))
        let s = "local s = ('ab'):rep(1000)\n"
        for call in ["s:find('b$')", "s:match('^(.-)$')", "for w in s:gmatch('b') do end",
                     "s:gsub('a', 'x')", "s:find(('ab'):rep(600) .. 'c', 1, true)", "s:find('(a)%1')"] {
            let failure = try #require(lua.failure(s + call), "\(call) was not stopped")
            #expect(failure.kind == .patternLimit, "\(call)")
            #expect(failure.message == "t.lua:2: pattern matching too complex (step limit exceeded: 1000 steps)")
        }
    }

    @Test func theCountIsDeterministicAndResetPerEntry() throws {
        let lua = try Self.sandboxState()
        let work = "local s = ('key = value, '):rep(100) return select(2, s:gsub('(%w+)%s*=%s*(%w+)', '%2=%1'))"
        #expect(try lua.run(work) == [.integer(100)])
        let first = lua.patternStepsTaken
        #expect(try lua.run(work) == [.integer(100)])
        #expect(lua.patternStepsTaken == first)
        #expect(first > 2_000 && first < 100_000, "\(first) steps")
    }

    @Test func heavyLegitimateWorkIsNotStopped() throws {
        let lua = try Self.sandboxState()
        let result = try lua.run("""
        local text = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit 42. "):rep(1700)
        assert(#text > 100000)
        local upper, n = text:gsub("%a+", function(w) return w:upper() end)
        local swapped, m = text:gsub("(%a+) (%a+)", "%2 %1")
        local words = 0
        for w in text:gmatch("%f[%w]%w+") do words = words + 1 end
        local trimmed = text:match("^%s*(.-)%s*$")
        local last = select(2, text:find(".*elit"))
        local numbers = select(2, text:gsub("%d+", "#"))
        return n, m, words, #trimmed, last, numbers
        """, chunkName: "@heavy.lua")
        #expect(result == [.integer(13_600), .integer(5_100), .integer(15_300), .integer(101_999),
                           .integer(101_995), .integer(1_700)])
        #expect(lua.patternStepsTaken < LuaLimits.sandbox.patternSteps / 2, "\(lua.patternStepsTaken) steps")
    }

    @Test func anInterruptReachesInsideAMatch() throws {
        // Without any limit there is no hook; only the matcher sees the interrupt.
        let lua = try Self.sandboxState(.none)
        lua.register("interruptMe") { call in call.state.interrupt(); return 0 }
        var error: LuaError?
        let elapsed = Self.seconds {
            error = lua.failure("interruptMe()\n" + Self.pathological)
        }
        let failure = try #require(error)
        #expect(failure.kind == .interrupted)
        #expect(failure.message == "t.lua:4: interrupted!")
        #expect(elapsed < 1.0, "took \(elapsed) s")
    }

    @Test func theWallClockReachesInsideAMatch() throws {
        let lua = try Self.sandboxState(LuaLimits(memory: 0, instructions: 0, seconds: 0.2, hostObjects: 0))
        lua.startClock()
        var error: LuaError?
        let elapsed = Self.seconds { error = lua.failure(Self.pathological) }
        let failure = try #require(error)
        #expect(failure.kind == .timeLimit)
        #expect(failure.message == "t.lua:3: time limit exceeded")
        #expect(elapsed < 1.0, "took \(elapsed) s")
    }

    @Test func aReplacementFunctionCountsItsOwnMatches() throws {
        // gsub's callback matches too; both are counted against the one budget of the entry.
        let lua = try Self.sandboxState(LuaLimits(memory: 0, instructions: 0, seconds: 0, hostObjects: 0,
                                                  patternSteps: 20_000))
        let failure = try #require(lua.failure("""
        local s = ("a"):rep(100)
        local r = s:gsub("a", function(c)
          return (("b"):rep(200)):gsub("b", "c")
        end)
        """))
        #expect(failure.kind == .patternLimit)
        #expect(failure.message.hasPrefix("t.lua:3: pattern matching too complex"), "\(failure.message)")
    }

    @Test func malformedPatternsAreWordedAsStockLua54() throws {
        // Debian's 5.4.4 wording (5.4.6 adds "in pattern" to the capture index message).
        let lua = try Self.sandboxState()
        let cases: [(code: String, message: String?)] = [
            ("('a'):find('%')", "malformed pattern (ends with '%')"),
            ("('a'):find('[a')", "malformed pattern (missing ']')"),
            ("('a'):find('[]')", "malformed pattern (missing ']')"),
            ("('a'):find('%ba')", "malformed pattern (missing arguments to '%b')"),
            ("('a'):find('%fa')", "missing '[' after '%f' in pattern"),
            ("('a'):find('%1')", "invalid capture index %1"),
            ("('a'):find('(a%1)')", "invalid capture index %1"),
            ("('a'):gsub('(a)', '%2')", "invalid capture index %2"),
            ("('a'):find('a)')", nil),
            ("('a'):match('a)')", "invalid pattern capture"),
            ("('a'):find('(a')", "unfinished capture"),
            ("('a'):rep(300):find(('a?'):rep(300))", "pattern too complex"),
            ("('a'):find(('('):rep(33))", "too many captures"),
            ("('a'):gsub('a', '%')", "invalid use of '%' in replacement string"),
            ("('a'):gsub('a', '%x')", "invalid use of '%' in replacement string"),
            ("('a'):gsub('a', {a = true})", "invalid replacement value (a boolean)"),
            ("('a'):gsub('a', function() return {} end)", "invalid replacement value (a table)"),
        ]
        for (code, message) in cases {
            let failure = lua.failure("\nlocal r = " + code)
            if let message {
                #expect(failure?.message == "t.lua:2: " + message, "\(code)")
            } else {
                #expect(failure == nil, "\(code)")   // no specials: a plain search, no error
            }
        }
    }
}
