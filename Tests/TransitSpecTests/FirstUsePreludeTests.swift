import Foundation
import Lua
import Testing
import TransitLua
@testable import TransitSpec

/// The values and motion preludes run on a spec's first use of them (spec_first_use.lua):
/// values when a check first formats or compares, motion on the first `motion` or matcher
/// `expect` does not know. What the spec sees does not depend on it.
@Suite struct FirstUsePreludeTests {
    /// A spec file's environment whose scripts can read upvalues (`probeDebug`, the stock
    /// debug library), to look at the preludes' shared table.
    /// `shared()`, the preludes' shared table, read as an upvalue of the global `motion`:
    /// seven lines ahead of each probe's own (their messages' line numbers count them).
    static let sharedReader = """
        local function shared()                     -- an upvalue of the global `motion`
          for i = 1, 50 do
            local name, value = probeDebug.getupvalue(motion, i)
            if name == nil then return nil end
            if name == "shared" then return value end
          end
        end

        """

    static func probed(_ file: String) throws -> SpecEnvironment {
        let env = try SpecEnvironment(stage: try Stage(), file: file, snapshots: SnapshotStore(spec: file, mode: .ci))
        env.stage.lua.push(try env.stage.lua.stockDebugLibrary())
        try env.stage.lua.setGlobal("probeDebug")
        return env
    }

    /// Until the first use the prelude has not run (`shared.motion`, which it sets, is nil);
    /// the first call of `motion` runs it.
    @Test func theMotionPreludeRunsOnTheFirstCall() throws {
        let env = try Self.probed("m_spec.lua")
        let lua = env.stage.lua
        let answers = try lua.run(Self.sharedReader + """
            local before = type(shared().motion)
            local ok, message = pcall(motion, 5)
            return before, type(shared().motion), ok, message
            """, chunkName: "=(probe)")
        #expect(answers == [.string("nil"), .string("function"), .boolean(false),
                            .string("(probe):9: bad argument #1 to 'motion' (table expected, got number)")])
    }

    /// expect's matchers past `toBe` run on the first matcher name spec_expect.lua does not
    /// know (spec_common_matchers.lua), and the rarer ones only after them: a file checking
    /// with `toBe` alone never undumps them (at start before branch start111).
    @Test func theCommonMatchersRunOnTheFirstOtherMatcher() throws {
        let env = try Self.probed("m_spec.lua")
        let answers = try env.stage.lua.run(Self.sharedReader + """
            local matchers = shared().matchers
            local function has(name) return type(rawget(matchers, name)) end
            expect(1):toBe(1)
            local afterToBe = has("toEqual") .. " " .. has("toThrow")
            expect({1}):toEqual({1})
            return afterToBe, has("toEqual") .. " " .. has("toThrow"), has("toBeGreaterThan")
            """, chunkName: "=(probe)")
        #expect(answers == [.string("nil nil"), .string("function function"), .string("nil")])
    }

    /// The prelude takes the standard functions as they were at start: a spec that replaced
    /// `type` and `math.max` before its first motion gets the same errors as before, at its line.
    @Test func aFirstUseAfterTheSpecReplacedGlobalsChecksAsBefore() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let top = "local realType = type\ntype = function() return \"table\" end\nmath.max = nil\n"
        let motionFirst = try runSpec(top + """
            describe("m", function()
              it("first", function() motion(5) end)
            end)
            """, in: dir)
        let failure = try #require(motionFirst.failure("m first"))
        #expect(failure.location.hasSuffix("/t_spec.lua:5"))
        #expect(failure.message == "bad argument #1 to 'motion' (table expected, got number)")
        let matcherFirst = try runSpec(top + """
            describe("m", function()
              it("first", function() type = realType; expect(1):toBeMonotonic("v", "minX") end)
              it("unknown", function() expect(1):toBeBogus() end)
            end)
            """, in: dir)
        #expect(matcherFirst.failure("m first")?.message == "toBeMonotonic expects a motion record (expect(motion{…})), got number")
        #expect(matcherFirst.failure("m first")?.location.hasSuffix("/t_spec.lua:5") == true)
        #expect(matcherFirst.failure("m unknown")?.message == "unknown matcher 'toBeBogus'")
    }

    /// The rarer matchers take the standard functions as they were at start: a spec that
    /// removed `ipairs` and `rawequal` before its first `toContain` checks as before, and a
    /// failing one reads as before.
    @Test func aFirstRarerMatcherAfterTheSpecRemovedGlobalsChecksAsBefore() throws {
        let result = try runSpec("""
            _G.ipairs, _G.rawequal = nil, nil             -- _G's: a plain global would be the file's own
            describe("r", function()
              it("first", function()
                expect({1, 2, 3}):toContain(2); expect({{a = 1}}):toContainEqual({a = 1}); expect("abc"):toMatch("b")
              end)
              it("fails", function() expect("abc"):toHaveLength(2) end)
            end)
            """)
        #expect(result.outcomes == ["passed r first", "failed r fails"])
        let failure = try #require(result.failure("r fails"))
        #expect(failure.message == "expect(received):toHaveLength(n): expected length 2, received length 3")
        #expect(failure.details == #"Received: "abc""#)
        #expect(failure.location.hasSuffix("/t_spec.lua:6"))
    }

    /// Until a check formats or compares, `shared.format` is the loader's stand-in; its first
    /// call runs the values prelude, which puts its own in `shared`.
    @Test func theValuesPreludeRunsOnTheFirstFormat() throws {
        let env = try Self.probed("v_spec.lua")
        let lua = env.stage.lua
        let answers = try lua.run("""
            local shared
            for i = 1, 50 do
              local name, value = probeDebug.getupvalue(motion, i)
              if name == "shared" then shared = value end
            end
            local first = shared.format
            local text = first({b = {2, 3}, a = 1})
            return rawequal(first, shared.format), text, shared.number(0.5), (shared.same({1}, {1}))
            """, chunkName: "=(probe)")
        #expect(answers == [.boolean(false), .string("{a = 1, b = {2, 3}}"), .string("0.5"), .boolean(true)])
    }

    /// Until a check fails (or a matcher words a difference), `shared.fail` and the rest of
    /// spec_assert.lua's are the loader's stand-ins; the first call runs the prelude, which puts
    /// its own in `shared` (main ran it at every start: its `difference` was the real one).
    @Test func theAssertionsPreludeRunsOnTheFirstUse() throws {
        let env = try Self.probed("a_spec.lua")
        let answers = try env.stage.lua.run("""
            local shared
            for i = 1, 50 do
              local name, value = probeDebug.getupvalue(motion, i)
              if name == "shared" then shared = value end
            end
            local first, fail = shared.difference, shared.fail
            local text = first(1, 2)
            return rawequal(first, shared.difference), rawequal(fail, shared.fail), text, shared.bare("x.lua:3: boom")
            """, chunkName: "=(probe)")
        #expect(answers == [.boolean(false), .boolean(false), .string("Expected: 1\nReceived: 2"), .string("boom")])
    }

    /// The assertions prelude takes the standard functions as they were at start: a spec that
    /// removed `string.find`, `string.gsub`, `table.concat`, `math.abs` and `type` before its
    /// first failures gets the messages main's release build gives for the same file (the
    /// prelude ran at start there).
    @Test func aFirstFailureAfterTheSpecRemovedGlobalsReadsAsBefore() throws {
        let result = try runSpec("""
            _G.string.find, _G.string.gsub, _G.table.concat, _G.math.abs, _G.type = nil, nil, nil, nil, nil
            describe("a", function()
              it("lines", function() expect("a\\nb"):toBe("a\\nc") end)
              it("close", function() expect(1.5):toBeCloseTo(1, 0.1) end)
              it("throws", function() expect(function() error("boom") end):toThrow({1}) end)
            end)
            """)
        #expect(result.outcomes == ["failed a lines", "failed a close", "failed a throws"])
        #expect(result.failure("a lines")?.message == #"expect(received):toBe(expected): expected "a\nc", received "a\nb""#)
        #expect(result.failure("a lines")?.details == #"Expected: "a\nc""# + "\n" + #"Received: "a\nb""#)
        #expect(result.failure("a close")?.message
                == "expect(received):toBeCloseTo(expected, tolerance): expected 1, received 1.5 (off by 0.5)")
        #expect(result.failure("a close")?.details == "Expected: 1 ± 0.1\nReceived: 1.5")
        #expect(result.failure("a throws")?.message == "expect(received):toThrow(expected): the error differs")
        #expect(result.failure("a throws")?.details == "Expected: {1}\nReceived: \"boom\"")
        #expect(result.failure("a throws")?.location.hasSuffix("/t_spec.lua:5") == true)
    }

    /// A spec that replaced `type` and `tostring` before its first failure gets the same
    /// message as when the values prelude ran at start.
    @Test func aFirstFormatAfterTheSpecReplacedGlobalsReadsAsBefore() throws {
        let result = try runSpec("""
            local realType = type
            type = function() return "table" end
            tostring = function() return "x" end
            describe("v", function()
              it("fails", function() type = realType; expect({a = 1, b = {2, 3}}):toBe({a = 1}) end)
            end)
            """)
        let failure = try #require(result.failure("v fails"))
        #expect(failure.message == "expect(received):toBe(expected): expected {a = 1}, received {a = 1, b = {2, 3}}")
        #expect(failure.details == "Expected: {a = 1}\nReceived: {a = 1, b = {2, 3}}")
        #expect(failure.location.hasSuffix("/t_spec.lua:5"))
    }

    /// The values prelude's key order (sorted_keys.lua, run with it on the first format)
    /// takes `next`, `tostring` and `table.sort` as they were at start too: a spec that removed
    /// them, and the whole `table` library, before its first format of a table reads as before.
    @Test func aFirstFormatAfterTheSpecRemovedSortAndNextReadsAsBefore() throws {
        let result = try runSpec("""
            _G.next, _G.tostring, _G.table = nil, nil, nil
            describe("v", function()
              it("fails", function() expect({b = {2, 3}, a = 1, [true] = 0, [2] = "x"}):toEqual({a = 1}) end)
            end)
            """)
        let failure = try #require(result.failure("v fails"))
        #expect(failure.location.hasSuffix("/t_spec.lua:3"))
        #expect(failure.details.contains(#"[2] = "x", a = 1, b = {2, 3}, [true] = 0"#), "\(failure.details)")
    }

    /// Each rarer matcher works as the file's first: the comparisons, patterns, lengths and
    /// contents, the spy matchers, the snapshot matchers and motion's run in turn until one
    /// knows the name; their messages at the spec's line.
    @Test func eachRarerMatcherAsTheFirstUse() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String, String)] = [
            (#"expect(1):toBeGreaterThan("x")"#, "errored", "toBeGreaterThan's argument must be a number, got string"),
            ("expect(2):toBeLessThanOrEqual(1)", "failed", "expect(received):toBeLessThanOrEqual(n): expected <= 1, received 2"),
            (#"expect("abc"):toMatch("^b")"#, "failed", #"expect(received):toMatch(pattern): pattern "^b" did not match "abc""#),
            ("expect({1, 2}):toContain(3)", "failed", "expect(received):toContain(item): did not find 3"),
            ("expect({{a = 1}}):toContainEqual({a = 2})", "failed", "expect(received):toContainEqual(item): did not find {a = 2}"),
            ("expect({1}).never:toHaveLength(1)", "failed",
             "expect(received).never:toHaveLength(n): expected length not 1, received length 1"),
            (#"local s = spy.new(function() end) s(1, "a") expect(s):toHaveBeenCalledWith(2)"#, "failed",
             "expect(received):toHaveBeenCalledWith(...): no call had the arguments (2)"),
            (#"expect({calls = {}}):toHaveBeenCalledTimes("x")"#, "errored",
             "toHaveBeenCalledTimes's argument must be a number, got string"),
            ("expect(1):toMatchFrameSnapshots()", "errored", "toMatchFrameSnapshots expects a view (e.g. window), got number"),
            ("expect(1):toBeContinuous()", "errored", "toBeContinuous expects a motion record (expect(motion{…})), got number"),
            ("expect(1):toBeBogus()", "errored", "unknown matcher 'toBeBogus'"),
            // spec_common_matchers.lua's, run on first use since branch start111 (main's messages)
            ("expect({a = 1}):toEqual({a = 2})", "failed", "expect(received):toEqual(expected): the values differ at .a"),
            ("expect(1):toBeCloseTo(1.5, 0.1)", "failed",
             "expect(received):toBeCloseTo(expected, tolerance): expected 1.5, received 1 (off by 0.5)"),
            (#"expect(1):toBeCloseTo("x")"#, "errored",
             "toBeCloseTo expects a number or a value record (Point, Size, Rect, Transform, Color), got string"),
            ("expect(false):toBeTruthy()", "failed", "expect(received):toBeTruthy(): received false"),
            ("expect(nil).never:toBeFalsy()", "failed", "expect(received).never:toBeFalsy(): received nil"),
            ("expect(1):toBeNil()", "failed", "expect(received):toBeNil(): received 1"),
            (#"expect(function() error("boom", 0) end):toThrow("bang")"#, "failed",
             #"expect(received):toThrow(expected): the error did not contain "bang""#),
            ("expect(1):toThrow()", "errored", "toThrow expects a function to call, got number"),
            (#"expect(function() error(setmetatable({}, {__tostring = function() return "obj" end})) end).never:toThrow()"#,
             "failed", #"expect(received).never:toThrow(expected): raised "obj""#),
        ]
        for (body, status, message) in cases {
            let result = try runSpec("describe(\"r\", function()\n  it(\"first\", function() \(body) end)\nend)\n", in: dir)
            #expect(result.outcomes == ["\(status) r first"], "\(body)")
            #expect(result.failure("r first")?.message == message, "\(body)")
            #expect(result.failure("r first")?.location.hasSuffix("/t_spec.lua:2") == true, "\(body)")
        }
    }
}
