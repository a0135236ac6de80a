import Foundation
import Lua
import Testing
import TransitLua
@testable import TransitSpec

/// The DSL's rarer words — `at`, `expect_warning`, `timeline`, an `insulate` block's save and
/// restore, `randomize`'s shuffle — run on a spec's first use of one of them
/// (spec_dsl_more.lua); until then spec_dsl.lua's globals for them call it. What a spec sees
/// does not depend on it: the messages, lines and orders below are main's (they pass on it too).
@Suite struct DSLFirstUseTests {
    /// Lua that finds the DSL's rarer words' prelude (`more`, an upvalue of `at`) by the probe's
    /// debug library.
    static let more = """
        local function upvalue(f, wanted)
          for i = 1, 60 do
            local name, value = probeDebug.getupvalue(f, i)
            if name == nil then return nil end
            if name == wanted then return value end
          end
        end
        local more = upvalue(at, "more")

        """

    /// Until the first use the prelude has not run (`words`, which it gives, is nil); the
    /// first call of `at` runs it, and its error names the caller's line.
    @Test func theRarerWordsRunOnTheFirstCall() throws {
        let env = try FirstUsePreludeTests.probed("w_spec.lua")
        let answers = try env.stage.lua.run(Self.more + """
            local before = type(upvalue(more, "words"))
            local ok, message = pcall(at, "half")
            return before, type(upvalue(more, "words")), ok, message
            """, chunkName: "=(probe)")
        #expect(answers == [.string("nil"), .string("table"), .boolean(false),
                            .string("(probe):10: bad argument #1 to 'at' (number expected, got string)")])
    }

    /// Each word as a file's first use: main's results, messages and lines.
    @Test func eachRarerWordAsTheFirstUse() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(body: String, outcome: String, message: String?)] = [
            ("it(\"t\", function() at(0.5) end)", "errored t", "at(0.5): no transition is running (start an animation first)"),
            ("it(\"t\", function() at(\"half\") end)", "errored t", "bad argument #1 to 'at' (number expected, got string)"),
            ("it(\"t\", function() at(0.5, 3) end)", "errored t", "bad argument #2 to 'at' (function expected, got number)"),
            ("it(\"t\", function() expect_warning(\"boom\", function() end) end)", "failed t",
             "Expected a warning matching \"boom\"."),
            ("it(\"t\", function() expect_warning(1, function() end) end)", "errored t",
             "bad argument #1 to 'expect_warning' (string expected, got number)"),
            ("it(\"t\", function() expect_warning(\"boom\", function() warn(\"boom!\") end) end)", "passed t", nil),
            ("it(\"t\", function() expect_warning(\"boom\", function() error(\"inside\") end) end)", "errored t", "inside"),
            ("it(\"t\", function() expect(tostring(timeline())):toBe(table.concat(timeline(), \"\\n\")) end)", "passed t", nil),
            ("insulate(\"i\", function() it(\"t\", function() leaked = 1; expect(1):toBe(1) end) end)\n"
             + "it(\"after\", function() expect(leaked):toBe(nil) end)", "passed i t", nil),
        ]
        for c in cases {
            let result = try runSpec(c.body, in: dir)
            #expect(result.outcomes.first == c.outcome, "\(c.body)")
            if let message = c.message {
                let failure = try #require(result.tests.first?.failure, "\(c.body)")
                #expect(failure.message == message, "\(c.body)")
                #expect(failure.location.hasSuffix("/t_spec.lua:1"), "\(c.body): \(failure.location)")
            }
        }
        #expect(try runSpec(cases[3].body, in: dir).tests.first?.failure?.details == "Warnings: none")
        let insulated = try runSpec(cases[8].body, in: dir)
        #expect(insulated.outcomes == ["passed i t", "passed after"])
    }

    /// randomize(seed)'s order (busted's shuffle, the first use of the words) is main's.
    @Test func aRandomizedBlockAsTheFirstUseKeepsItsOrder() throws {
        let result = try runSpec("""
            describe("r", function()
              randomize(7)
              for i = 1, 6 do it("t" .. i, function() expect(1):toBe(1) end) end
            end)
            """)
        #expect(result.outcomes == ["passed r t1", "passed r t6", "passed r t4", "passed r t5", "passed r t2", "passed r t3"])
    }

    /// A spec that reads the words raw before any use keeps the same functions after it, and
    /// one that replaces them does not change what the runner's own use of them does
    /// (toMatchFrameSnapshots' `at`): each global is the same function before and after.
    @Test func aSpecThatKeepsOrReplacesTheWordsSeesWhatItSawBefore() throws {
        let result = try runSpec("""
            local a, w, t = at, expect_warning, timeline
            local rawA = rawget(_G, "at")
            describe("words", function()
              it("are functions", function()
                expect(type(a)):toBe("function"); expect(type(w)):toBe("function"); expect(type(t)):toBe("function")
                expect(rawA):toBe(a)
              end)
              it("used", function() w("boom", function() warn("boom") end); expect(type(t())):toBe("table") end)
              it("the same after", function() expect(at):toBe(a); expect(expect_warning):toBe(w); expect(timeline):toBe(t) end)
              it("replaced", function()
                _G.at, _G.expect_warning, _G.timeline = nil, nil, nil
                expect(pcall(a, "x")):toBe(false)
                w("boom", function() warn("boom") end)
              end)
            end)
            """)
        #expect(result.outcomes == ["passed words are functions", "passed words used", "passed words the same after",
                                    "passed words replaced"])
    }

    /// The rarer words take the standard functions as they were at start: a spec that replaced
    /// `type`, `table.concat`, `pcall`, `ipairs`, `next` and `math.random` before its first use
    /// gets main's messages and order.
    @Test func aFirstUseAfterTheSpecReplacedGlobalsChecksAsBefore() throws {
        let result = try runSpec("""
            local realType = type
            _G.type = function() return "number" end      -- _G's: a plain global would be the file's own
            table.concat, _G.pcall, _G.ipairs, math.random, _G.next = nil, nil, nil, nil, nil
            it("at", function() at("half") end)
            it("warning", function() _G.type = realType; expect_warning("boom", function() warn("boom"); warn("x") end) end)
            describe("r", function()
              randomize(3)
              for i = 1, 4 do it("t" .. i, function() expect(1):toBe(1) end) end
            end)
            insulate("i", function() it("sets", function() _G.leaked = 1; expect(1):toBe(1) end) end)
            it("after", function() expect(leaked):toBe(nil) end)
            """)
        #expect(result.failure("at")?.message == "bad argument #1 to 'at' (number expected, got string)")
        #expect(result.failure("at")?.location.hasSuffix("/t_spec.lua:4") == true)
        #expect(result.failure("warning")?.message == "unexpected warning: x")
        #expect(Array(result.outcomes.dropFirst(2)) == ["passed r t1", "passed r t3", "passed r t4", "passed r t2",
                                                "passed i sets", "passed after"])
    }

    /// busted's module is made at the first read of `package.loaded.busted`, there from the
    /// start (spec_dsl_more.lua): until then the rarer words have not run (`words` is nil),
    /// a `require("busted")` included; main made it at every start.
    @Test func theBustedModuleIsMadeAtTheFirstRead() throws {
        let env = try FirstUsePreludeTests.probed("b_spec.lua")
        let answers = try env.stage.lua.run(Self.more + """
            local before = type(upvalue(more, "words"))
            local busted = require("busted")
            local required = type(upvalue(more, "words"))
            return before, required, busted.version, type(upvalue(more, "words")),
              rawequal(busted, require("busted")), rawequal(busted, package.loaded.busted)
            """, chunkName: "=(probe)")
        #expect(answers == [.string("nil"), .string("nil"), .string("2.1.1"), .string("table"), .boolean(true), .boolean(true)])
    }

    /// The module holds busted's exports as they were at start: a spec that set `_G.describe`,
    /// `it`, `assert` and `before_each` before its first require gets busted's own words from
    /// it, as busted 2.1.1 prints for the same file (`busted --lua=lua5.4`).
    @Test func aFirstRequireAfterTheSpecReplacedTheWordsGetsTheStartOnes() throws {
        let result = try runSpec("""
            _G.describe, _G.it, _G.assert, _G.before_each = 1, 2, 3, 4
            local busted = require("busted")
            busted.describe("m", function()
              busted.it("reads", function()
                print(type(busted.describe), type(busted.it), type(busted.assert), type(busted.before_each), type(busted.fail))
              end)
            end)
            """)
        #expect(result.outcomes == ["passed m reads"])
        #expect(result.tests.first?.output == ["function\tfunction\ttable\tfunction\tfunction"])
    }
    /// With `--unsafe` the spec's own folder is searched for the spec's own `require`s from the
    /// file's start (spec_spec_folder.lua, which the DSL prelude runs then and only then): a module
    /// beside the spec is found after package.path's, one that will not compile fails in stock's
    /// words, and a library's probe of it from a chunk of its own finds nothing. The wrapper is that
    /// prelude's function (on main it was spec_dsl.lua's, which every sandboxed start undumped).
    @Test func theSpecFolderSearcherIsItsOwnPreludeRunOnlyUnsafe() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "return {who = 'near'}".write(to: dir.appendingPathComponent("nearmod.lua"), atomically: true, encoding: .utf8)
        try "return {".write(to: dir.appendingPathComponent("brokenmod.lua"), atomically: true, encoding: .utf8)
        var unsafe = RunOptions()
        unsafe.runtime = .unsafe
        let body = """
            it("t", function()
              local broken = select(2, pcall(require, "brokenmod"))
              local probe = load("return pcall(require, 'nearmod')", "=probe")
              print(require("nearmod").who, #package.searchers, debug.getinfo(package.searchers[2], "S").source)
              print(broken)
              package.loaded.nearmod = nil
              print(probe())
            end)
            """
        let result = try runSpec(body, options: unsafe, in: dir)
        #expect(result.outcomes == ["passed t"], "\(result.tests.first?.failure?.message ?? "")")
        let output = result.tests.first?.output ?? []
        #expect(output.count == 3, "\(output)")
        #expect(output.first == "near\t4\t=(transit spec_spec_folder.lua)")
        // (stock's chunk name of the file: its path, cut to Lua's 60 bytes with a leading "...")
        let broken = output.dropFirst().first?.replacingOccurrences(of: dir.path, with: "DIR") ?? ""
        #expect(broken.hasPrefix("error loading module 'brokenmod' from file 'DIR/brokenmod.lua':\n\t"), "\(broken)")
        #expect(broken.hasSuffix("/brokenmod.lua:1: unexpected symbol near <eof>"), "\(broken)")
        #expect(output.last?.hasPrefix("false\tmodule 'nearmod' not found:") == true, "\(output)")
        // sandboxed, the sandbox's require searches the folder itself: there are no searchers
        let sandboxed = try runSpec("it(\"t\", function() print(package.searchers, require(\"nearmod\").who) end)", in: dir)
        #expect(sandboxed.tests.first?.output == ["nil\tnear"])
    }
}
