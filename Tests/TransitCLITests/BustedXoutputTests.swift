import Foundation
import Testing

/// busted's `-Xoutput OPTION` hands its output handler an option: its utfTerminal and gtest
/// handlers read `--color` (colour, whatever the terminal) and `--plain` (none, which wins),
/// and stop at any other word; TAP, plainTerminal and json read none. Projects' CI runs it
/// (evil-morfar/RCLootCouncil2: `busted -Xoutput --color`, its `.busted`'s `Xoutput`;
/// Tieske/lua-resty-ljsonschema: `--Xoutput "--color"`), which transit refused until
/// busted111 (status 64), and its utfTerminal was never coloured. The expected bytes are
/// busted 2.1.1's (`lua5.4 /usr/bin/busted -o utfTerminal -Xoutput --color`), its time aside.
@Suite struct BustedXoutputTests {
    static let specs: [String: String] = [
        "spec/a_spec.lua": """
        describe("outer", function()
          it("passes", function() end)
          it("fails", function() assert.are.equal(1, 2) end)
          pending("later")
          it("errs", function() error("boom", 0) end)
        end)
        """,
        "spec/b_spec.lua": "it(\"x\", function() end\n",                      // does not compile
        "spec/c_spec.lua": #"describe("d", function() error("in body", 0) end)"#,
    ]

    static func esc(_ code: Int, _ s: String) -> String { "\u{1B}[\(code)m\(s)\u{1B}[0m" }

    /// busted's coloured utfTerminal report of `specs`, the summary's time left out.
    static let coloured: [String] = [
        // b_spec.lua's error first: busted loads every file before it runs one
        esc(35, "✱") + esc(32, "●") + esc(31, "◼") + esc(33, "◌") + esc(35, "✱") + esc(35, "✱"),
        esc(32, "1") + " success / " + esc(31, "1") + " failure / " + esc(35, "3") + " errors / "
            + esc(33, "1") + " pending : " + esc(1, "TIME") + " seconds",
        "",
        esc(33, "Pending") + " → " + esc(36, "spec/a_spec.lua") + " @ " + esc(36, "4"),
        esc(1, "outer later"),
        "",
        esc(31, "Failure") + " → " + esc(36, "spec/a_spec.lua") + " @ " + esc(36, "3"),
        esc(1, "outer fails"),
        "spec/a_spec.lua:3: Expected objects to be equal.",
        "Passed in:",
        "(number) 2",
        "Expected:",
        "(number) 1",
        "",
        esc(35, "Error") + " → " + esc(36, "spec/b_spec.lua:2: ')' expected (to close '(' at line 1) near <eof>"),
        esc(1, "spec/b_spec.lua"),
        "",
        esc(35, "Error") + " → " + esc(36, "spec/a_spec.lua") + " @ " + esc(36, "5"),
        esc(1, "outer errs"),
        "spec/a_spec.lua:5: boom",
        "",
        esc(35, "Error") + " → " + esc(36, "spec/c_spec.lua") + " @ " + esc(36, "1"),
        esc(1, "d"),
        "spec/c_spec.lua:1: in body",
    ]

    /// The report's lines, the summary's time as `TIME`.
    static func lines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            String($0).replacing(/\x1B\[1m[0-9.]+\x1B\[0m seconds/, with: "\u{1B}[1mTIME\u{1B}[0m seconds")
        }
    }

    @Test(arguments: [["-Xoutput", "--color"], ["--Xoutput", "--color"], ["--Xoutput=--color"], ["-Xoutput=--color"],
                      // (busted drops empty words: its fixupList splits `""` into none)
                      ["-Xoutput", ",--color"], ["-Xoutput", "--color", "-Xoutput", ""]])
    func colourIsBustedsUtfTerminalColour(words: [String]) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(["-o", "utfTerminal", "--jobs", "1"] + words)
        #expect(r.status == 1 && r.stderr.isEmpty, "\(words): \(r.stderr)")
        #expect(Self.lines(r.stdout) == Self.coloured, "\(words): \(r.stdout)")
    }

    /// `--plain` wins over `--color` in either order (busted's handler tests it first), and
    /// without either the report on a pipe is plain, as busted's.
    @Test(arguments: [["-Xoutput", "--color,--plain"], ["-Xoutput", "--plain", "-Xoutput", "--color"], [],
                      ["-Xoutput", ""], ["-Xoutput=--color,,--plain"]])
    func plainIsPlain(words: [String]) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(["-o", "utfTerminal", "--jobs", "1"] + words)
        let plain = Self.coloured.map { $0.replacing(/\x1B\[[0-9]+m/, with: "") }
        #expect(r.status == 1 && Self.lines(r.stdout).map { $0.replacing(/[0-9.]+ seconds/, with: "TIME seconds") } == plain,
                "\(words): \(r.stdout)\(r.stderr)")
    }

    /// A `.busted`'s `Xoutput` is the option's (RCLootCouncil2's `default` task), and a
    /// format whose busted handler reads no option passes it over, as busted's does.
    @Test func aBustedConfigsXoutputColoursAndTAPPassesItOver() throws {
        var specs = Self.specs
        specs[".busted"] = #"return { default = { output = "utfTerminal", Xoutput = "--color" } }"#
        let project = try RunnerCITests.Project(specs)
        defer { project.remove() }
        let r = try project.test(["--jobs", "1"])
        #expect(r.status == 1 && Self.lines(r.stdout) == Self.coloured, "\(r.stdout)\(r.stderr)")
        // (busted's TAP stops with a Lua error at a file that does not compile: a and c alone)
        let tap = try project.test(["--jobs", "1", "-o", "TAP", "spec/a_spec.lua", "spec/c_spec.lua"])
        #expect(tap.status == 1 && !tap.stdout.contains("\u{1B}[") && tap.stdout.hasPrefix("ok 1 - outer passes\nnot ok 2 - outer fails\n"),
                "\(tap.stdout)")
    }

    /// busted's gtest handler colours with it too.
    @Test func gtestIsColoured() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": #"it("passes", function() end)"#])
        defer { project.remove() }
        let r = try project.test(["-o", "gtest", "-Xoutput", "--color"])
        #expect(r.status == 0 && r.stdout.hasPrefix(Self.esc(32, "[==========]") + " Running tests from scanned files.\n"), "\(r.stdout)")
    }

    /// busted's junit handler writes its document to the file its first word names, and
    /// nothing to the standard output (a `.busted`'s `ci` task: `output = "junit", Xoutput =
    /// "junit-output.xml"`), as busted 2.1.1's does with that task.
    @Test func junitsFirstWordIsItsFile() throws {
        var specs = Self.specs
        specs[".busted"] = #"return { ci = { output = "junit", Xoutput = "junit-output.xml" } }"#
        let project = try RunnerCITests.Project(specs)
        defer { project.remove() }
        let r = try project.test(["--run=ci"])
        let xml = try String(contentsOf: project.dir.appendingPathComponent("junit-output.xml"), encoding: .utf8)
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r.stdout)\(r.stderr)")
        // (transit's JUnit document is its own: busted's counts, failures 1 and errors 3)
        #expect(xml.hasPrefix("<?xml") && xml.contains(#" failures="1" errors="3" "#), "\(xml)")
    }

    /// An empty `-Xoutput` names no file: busted drops the empty word (fixupList) and its junit
    /// handler writes to the standard output, as without the option (a usage error until
    /// review111, "not an empty name").
    @Test func junitWithAnEmptyWordWritesToTheStandardOutput() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(["-o", "junit", "--jobs", "1", "-Xoutput", ""])
        #expect(r.status == 1 && r.stderr.isEmpty && r.stdout.hasPrefix("<?xml") && r.stdout.contains(#" failures="1" errors="3" "#),
                "\(r.stdout)\(r.stderr)")
    }

    /// What busted's handlers would stop at, or which means another thing here, is a usage
    /// error saying so: another word for utfTerminal and gtest (busted's `unknown/bad flag`,
    /// status 1), a junit file named twice, and transit's own formats.
    @Test(arguments: [(["-o", "utfTerminal", "-Xoutput", "--bogus"], "-Xoutput --bogus: busted's utfTerminal handler takes --color or --plain"),
                      (["-o", "gtest", "-Xoutput", "--color,x"], "-Xoutput x: busted's gtest handler takes --color or --plain"),
                      (["-Xoutput", "--x"], "-Xoutput --x: the human report takes --color or --plain"),
                      (["-o", "junit", "-Xoutput", "r.xml", "--out", "s.xml"], "-Xoutput r.xml and --out s.xml both name the junit report's file: give one"),
                      (["-o", "github", "-Xoutput", "--color"], "-Xoutput --color: -o github is transit's own and takes no handler option"),
                      // spelled as given (it said --Xoutput until review111)
                      (["-Xoutput"], "transit: option -Xoutput is missing its value <option>")])
    func wordsNoHandlerReadsAreRefused(words: [String], message: String) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(words)
        #expect(r.status == 64 && r.stderr.contains(message) && r.stdout.isEmpty, "\(words): \(r.stderr)")
    }
}
