import Foundation
import Testing

/// luassert marks a table diff's differing keys with `TableErrorHighlightCharacter` (`*`)
/// coloured by `TableErrorHighlightColor`, through lua-term's colours. busted's utfTerminal
/// and gtest handlers set that colour red when they colour (`-Xoutput --color`), and a spec
/// may set it itself. Sandboxed, luassert's `require 'term'` failed (term needs its C module)
/// and the formatter indexed the failure's message: a spec that set the colour errored,
/// `formatters/init.lua:21: attempt to index a nil value (field 'colors')`, where busted
/// fails the assertion (until busted111). The expected lines are busted 2.1.1's (`lua5.4
/// /usr/bin/busted -o TAP`), table addresses aside.
@Suite struct BustedTableHighlightTests {
    static func esc(_ code: Int, _ s: String) -> String { "\u{1B}[\(code)m\(s)\u{1B}[0m" }

    static func lines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map { String($0).replacing(/table: 0x[0-9a-f]+/, with: "table: ADDR") }
    }

    /// A spec's own colour, kept for the rest of its file (the second test), sandboxed and not.
    @Test(arguments: [[], ["--unsafe"]])
    func aSpecsColourMarksTheDiff(words: [String]) throws {
        let project = try RunnerCITests.Project(["spec/t_spec.lua": """
            it("same", function()
              assert:set_parameter("TableErrorHighlightColor", "blue")
              assert.same({a = 1, b = {c = 2}}, {a = 1, b = {c = 3}})
            end)
            it("again", function() assert.same({x = 1}, {x = 2}) end)
            """])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"] + words)
        let star = Self.esc(34, "*")
        #expect(r.status == 1 && Self.lines(r.stdout) == [
            "not ok 1 - same", "# spec/t_spec.lua @ 1", "# Failure message: spec/t_spec.lua:3: Expected objects to be the same.",
            "# Passed in:", "# (table: ADDR) {", "#   [a] = 1", "#  \(star)[b] = {", "#    \(star)[c] = 3 } }",
            "# Expected:", "# (table: ADDR) {", "#   [a] = 1", "#  \(star)[b] = {", "#    \(star)[c] = 2 } }",
            "not ok 2 - again", "# spec/t_spec.lua @ 5", "# Failure message: spec/t_spec.lua:5: Expected objects to be the same.",
            "# Passed in:", "# (table: ADDR) {", "#  \(star)[x] = 2 }", "# Expected:", "# (table: ADDR) {", "#  \(star)[x] = 1 }",
            "1..2",
        ], "\(words): \(r.stdout)\(r.stderr)")
    }

    /// busted's coloured utfTerminal marks the diff red, its plain one not at all; sandboxed
    /// and with `--jobs 2` (a worker is told), as in one process.
    @Test(arguments: [(["-Xoutput", "--color"], true), (["-Xoutput", "--plain"], false), (["--color", "always", "--jobs", "2"], true),
                      (["--color", "never", "--unsafe"], false), (["-Xoutput", "--color", "--unsafe"], true)])
    func aColouredReportMarksTheDiffRed(words: [String], red: Bool) throws {
        let project = try RunnerCITests.Project([
            "spec/t_spec.lua": #"it("same", function() assert.same({x = 1}, {x = 2}) end)"#,
            "spec/u_spec.lua": #"it("ok", function() end)"#,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "utfTerminal"] + words)
        let star = red ? Self.esc(31, "*") : "*"
        let diff = Self.lines(r.stdout).filter { $0.contains("[x] = ") }
        #expect(r.status == 1 && diff == [" \(star)[x] = 2 }", " \(star)[x] = 1 }"], "\(words): \(r.stdout)\(r.stderr)")
    }
}
