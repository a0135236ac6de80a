import Foundation
import Testing
@testable import TransitSpec

/// The names and messages busted's `-o TAP` shows where transit's differed (rev20 #2–#5, #7);
/// each expectation is busted 2.1.1's output for the same spec (`busted --lua=lua5.4 -o TAP`).
@Suite struct BustedTAPWordsTests {
    static func tap(_ file: FileResult, suppressPending: Bool = false) -> [String] {
        var text = ""
        let reporter = BustedTAPReporter(suppressPending: suppressPending) { text += $0 }
        for t in file.tests { reporter.finished(test: t) }
        reporter.finished(file: file)
        reporter.finished(run: RunResult(files: [file]))
        // messages name the scratch folder's file by its path: busted's, run there, by its name
        return text.replacingOccurrences(of: #"[^ ]*/([a-z_]+_spec\.lua)"#, with: "$1", options: .regularExpression)
            .split(separator: "\n").map(String.init)
    }

    /// A hook's name (a string or number, as a test's) names its error.
    @Test func aHooksNameNamesItsError() throws {
        let lines = Self.tap(try runSpec("""
            describe("d", function()
              before_each("reset the world", function() error("be") end)
              it("t", function() end)
            end)
            describe("e", function()
              teardown("checks order", function() error("td") end)
              setup("prepares", function() end)
              it("t", function() end)
            end)
            describe("n", function()
              after_each(42, function() error("ae") end)
              it("t", function() end)
            end)
            describe("w", function()
              before_each(function() error("plain") end)
              it("t", function() end)
            end)
            """))
        #expect(lines.filter { $0.hasPrefix("ok") || $0.hasPrefix("not ok") }
                == ["not ok 1 - d reset the world", "ok 2 - e t", "not ok 3 - e checks order",
                    "ok 4 - n t", "not ok 5 - n 42", "not ok 6 - w before_each"], "\(lines)")
    }

    /// `--suppress-pending`: pending tests are not written, numbered or counted (busted: `1..0`).
    @Test func suppressPendingLeavesPendingTestsOut() throws {
        let file = try runSpec("""
            describe("p", function()
              pending("declared")
              it("calls pending", function() pending("one") end)
              it("passes", function() end)
            end)
            """)
        #expect(Self.tap(file, suppressPending: true) == ["ok 1 - p passes", "1..1"])
        #expect(Self.tap(file).count == 4)
    }

    /// A file whose main chunk stops is busted's `suite <file>`.
    @Test func aFileThatStopsLoadingIsTheSuite() throws {
        let lines = Self.tap(try runSpec("it(\"a\", function() end)\nerror(\"top-level boom\")\n", name: "toperr_spec.lua"))
        #expect(lines == ["not ok 1 - suite toperr_spec.lua", "# toperr_spec.lua @ 2",
                          "# Failure message: toperr_spec.lua:2: top-level boom", "1..1"], "\(lines)")
    }

    /// An error value whose `__tostring` returns a number is shown by that number, as
    /// busted's `tostring` gives it.
    @Test func aToStringReturningANumberIsItsText() throws {
        let file = try runSpec("""
            it("n", function() error(setmetatable({}, {__tostring = function() return 42 end})) end)
            """)
        #expect(Self.tap(file).contains("# Failure message: t_spec.lua:1: 42"), "\(Self.tap(file))")
    }

    /// `pending()` in a hook is busted's error, in its words; in a test it stays pending.
    @Test func pendingInAHookIsAnError() throws {
        let lines = Self.tap(try runSpec("""
            describe("pending in be", function()
              before_each(function() pending("be pending") end)
              it("t4", function() error("never") end)
            end)
            describe("pending in setup", function()
              setup(function() pending("setup pending") end)
              it("t7", function() end)
            end)
            describe("in a test", function()
              it("t8", function() pending("later") end)
            end)
            """))
        #expect(lines == ["not ok 1 - pending in be before_each", "# t_spec.lua @ 2",
                          "# Failure message: t_spec.lua:2: 'pending' not supported inside current context block",
                          "not ok 2 - pending in setup setup", "# t_spec.lua @ 6",
                          "# Failure message: t_spec.lua:6: 'pending' not supported inside current context block",
                          "ok 3 - # SKIP t_spec.lua:10: later", "1..3"], "\(lines)")
    }
}
