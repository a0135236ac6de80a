import Testing
import TransitLua
@testable import TransitREPL

/// `.save` and `.spec` write the session as Lua: valid, replayable, and — for a spec — with
/// expectations that hold when the session is run again.
@Suite struct ScriptWriterTests {
    static let animate = SearchPath.standard().resolveScript("animate")!
    static var animateText: String { FileText.read(animate).text! }
    static var animateLoad: String { "load([[\n" + animateText + "]], \"@scripts/examples/animate.lua\")()" }

    /// A session that uses every kind of step.
    static func session() throws -> Transcript {
        let t = try Transcript()
        t.feed(".load animate", "green = window:find('green')", ".watch green.presentation.frame",
               ".watch #window.subviews", ".frame 10", "local n = 2", "n", "green.alpha",
               ".fps 30", ".seek 1.6", ".watch window:find('thrown')", ".advance 0.5")
        return t
    }

    @Test func theSessionAsAScript() throws {
        let t = try Self.session()
        #expect(Self.text(ScriptWriter.script(t.session.log)) == """
        -- Written by transit repl (.save): the session's input, in order.
        -- Replay it with `transit run <this file>`.
        \(Self.animateLoad)
        green = window:find('green')
        clock.advance(0.166666)
        do local n = 2 end
        _ = n
        _ = green.alpha
        clock.fps = 30
        clock.advance(1.433334)
        clock.advance(0.5)

        """)
    }

    @Test func theSessionAsASpec() throws {
        let t = try Self.session()
        let spec = Self.text(ScriptWriter.spec(t.session.log))
        #expect(spec == """
        -- Written by transit repl (.spec): the session's input, and what each watched
        -- expression showed at each stop. Run it with `transit test`.
        describe("transit repl session", function()
          it("shows what the session showed", function()
            \(Self.animateLoad)
            green = window:find('green')
            expect(green.presentation.frame):toEqual(Rect(0, -852, 393, 852))
            expect(#window.subviews):toEqual(1)
            clock.advance(0.166666)
            expect(green.presentation.frame):toBeCloseTo(Rect(0, -831.16483095921603, 393, 852), 1e-6)
            expect(#window.subviews):toEqual(1)
            do local n = 2 end
            _ = n
            _ = green.alpha
            clock.fps = 30
            clock.advance(1.433334)
            expect(green.presentation.frame):toEqual(Rect(0, 0, 393, 852))
            expect(#window.subviews):toEqual(2)
            expect(tostring(window:find('thrown'))):toEqual("View \\"thrown\\" frame=(392.99999999999994,852,393.0000000000001,852) alpha=1")
            clock.advance(0.5)
            expect(green.presentation.frame):toEqual(Rect(0, 0, 393, 852))
            expect(#window.subviews):toEqual(2)
            expect(tostring(window:find('thrown'))):toEqual("View \\"thrown\\" frame=(392.99999999999994,852,393.0000000000001,852) alpha=1")
          end)
        end)

        """)
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func statement(_ source: String, expression: Bool, setsLast: Bool) -> String {
        text(ScriptWriter.statement(Array(source.utf8), expression: expression, setsLast: setsLast))
    }

    /// A stand-in for `transit test`'s DSL, strict enough to prove the expectations hold: the
    /// spec runs in a fresh stage, as each `it` does there.
    static let miniRunner = #"""
    local function same(a, b)
      if type(a) ~= "table" or type(b) ~= "table" then return a == b end
      for k, v in pairs(a) do if not same(v, b[k]) then return false end end
      for k in pairs(b) do if a[k] == nil then return false end end
      return true
    end
    local function close(a, b, tolerance)
      if type(b) == "number" then return math.abs(a - b) <= tolerance end
      for k, v in pairs(b) do if not close(a[k], v, tolerance) then return false end end
      return true
    end
    checked = 0
    function describe(_, body) body() end
    function it(_, body) body() end
    function expect(actual)
      return {
        toEqual = function(_, expected)
          assert(same(actual, expected), "not equal: " .. tostring(actual) .. " vs " .. tostring(expected))
          checked = checked + 1
        end,
        toBeCloseTo = function(_, expected, tolerance)
          assert(close(actual, expected, tolerance), "not close: " .. tostring(actual))
          checked = checked + 1
        end,
      }
    end
    """#

    @Test func theWrittenSpecIsLuaWhoseExpectationsHold() throws {
        let spec = ScriptWriter.spec(try Self.session().session.log)
        let stage = try Stage()
        try stage.run(Self.miniRunner, chunkName: "=runner")
        try stage.run(bytes: spec, chunkName: "=spec")
        #expect(try stage.lua.run("return checked") == [.integer(10)])
    }

    @Test func theSavedScriptReplaysTheSession() throws {
        let t = try Self.session()
        let stage = try Stage()
        stage.runtime.output = { _ in }
        try stage.run(bytes: ScriptWriter.script(t.session.log), chunkName: "=saved")
        #expect(try stage.lua.run("return clock.now, #window.subviews") == [.number(2.1), .integer(2)])
    }

    @Test func longStringsAndQuotesSurviveAnyText() {
        #expect(Self.text(ScriptWriter.longString(Array("a]]b".utf8))) == "[=[\na]]b]=]")
        #expect(Self.text(ScriptWriter.longString(Array("ends with ]".utf8))) == "[=[\nends with ]]=]")
        #expect(Self.text(ScriptWriter.longString(Array("x]=]y]]".utf8))) == "[==[\nx]=]y]]]==]")
        #expect(ScriptWriter.quoted("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\001\"")
        #expect(ScriptWriter.seconds(166_666) == "0.166666" && ScriptWriter.seconds(2_000_000) == "2" && ScriptWriter.seconds(0) == "0")
    }

    @Test func returnedValuesAndLocalsKeepTheirMeaning() {
        #expect(Self.statement("return x, y", expression: false, setsLast: true) == "_ = x, y")
        #expect(Self.statement("local a = 1; print(a)", expression: false, setsLast: false) == "do local a = 1; print(a) end")
        #expect(Self.statement("print(1)", expression: true, setsLast: false) == "print(1)")
        #expect(Self.statement("localized = 1", expression: false, setsLast: false) == "localized = 1")
    }
}
