import Foundation
import Testing

/// `transit test --list` prints the tests without running them, line for line as busted
/// 2.1.1's `--list` does; each case also runs busted on the same project where it is
/// installed (the lines written here are busted's own output).
@Suite struct BustedListTests {
    /// Hooks and tests that would fail if they ran; a test declared at the file's top level,
    /// one declared by a helper function, a pending one.
    static let specs: [String: String] = [
        "spec/a_spec.lua": """
        describe("outer", function()
          before_each(function() error("hooks do not run") end)
          it("first", function() error("tests do not run") end)
          describe("inner", function()
            it("second", function() end)
            pending("later")
          end)
        end)
        it("top", function() end)
        local function helper(name) it(name, function() end) end
        helper("from a helper")
        """,
        "spec/b_spec.lua": """
        it("b", function() end)
        it("a", function() end)
        """,
    ]

    /// busted's `--list`: `file:line: full name`, the line of the `it` call, except for a test
    /// the file's main chunk declares (its trace is the main chunk's: busted names no place).
    static let listed = """
        spec/a_spec.lua:3: outer first
        spec/a_spec.lua:5: outer inner second
        spec/a_spec.lua:6: outer inner later
        top
        spec/a_spec.lua:10: from a helper
        b
        a

        """

    static func busted(_ project: RunnerCITests.Project, _ words: [String]) throws -> Execution? {
        guard BustedSelectionTests.hasBusted else { return nil }
        return try Executable.run("busted", ["--lua=lua5.4"] + words, in: project.dir)
    }

    @Test func listsWithoutRunning() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        for words in [["--list"], ["--list", "--jobs", "2"], ["--list", "-o", "TAP"], ["--list", "-o", "json"]] {
            let r = try project.test(words)
            #expect(r.status == 0 && r.stdout == Self.listed && r.stderr.isEmpty, "\(words): \(r.stdout)\(r.stderr)")
            if let theirs = try Self.busted(project, words.filter { $0 != "--jobs" && $0 != "2" }) {
                #expect(theirs.stdout == Self.listed, "busted \(words): \(theirs.stdout)")
            }
        }
    }

    /// The selection, the order and --suppress-pending apply as to a run.
    @Test func listsWhatTheRunWouldRun() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let cases: [([String], String)] = [
            (["--list", "--suppress-pending"], "spec/a_spec.lua:3: outer first\nspec/a_spec.lua:5: outer inner second\n"
                + "top\nspec/a_spec.lua:10: from a helper\nb\na\n"),
            (["--list", "--filter", "first"], "spec/a_spec.lua:3: outer first\n"),
            (["--list", "--sort"], "spec/a_spec.lua:10: from a helper\nspec/a_spec.lua:3: outer first\n"
                + "spec/a_spec.lua:6: outer inner later\nspec/a_spec.lua:5: outer inner second\ntop\na\nb\n"),
        ]
        for (words, expected) in cases {
            let r = try project.test(words)
            #expect(r.status == 0 && r.stdout == expected, "\(words): \(r.stdout)\(r.stderr)")
            if let theirs = try Self.busted(project, words) {
                #expect(theirs.stdout == expected, "busted \(words): \(theirs.stdout)")
            }
        }
    }

    /// A describe body that fails while listing: the tests before it are listed, the error
    /// is on standard error at its line, and the status is 1 (busted's too).
    @Test func aFailingBodyIsAnErrorOfTheListing() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": """
            it("before", function() end)
            describe("broken", function()
              error("no body")
            end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["--list"])
        #expect(r.status == 1 && r.stdout == "before\n", "\(r.stdout)")
        #expect(r.stderr.contains("spec/a_spec.lua:3: no body"), "\(r.stderr)")
        if let theirs = try Self.busted(project, ["--list"]) { #expect(theirs.status == 1) }
    }

    /// The tests `.only` leaves out, and a `describe.skip`'s, are listed as the others are:
    /// `file:line: full name` (busted 2.1.1 has no `.only`: Transit's own, see testing.md).
    @Test func testsLeftOutAreListedWithTheirPlaces() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": """
            describe("group", function()
              it("one", function() end)
              it.only("two", function() end)
              it("three", function() end)
            end)
            describe.skip("skipped", function()
              it("four", function() end)
            end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["--list"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "spec/a_spec.lua:2: group one\nspec/a_spec.lua:3: group two\nspec/a_spec.lua:4: group three\n"
                + "spec/a_spec.lua:7: skipped four\n", "\(r.stdout)")
    }

    /// A .busted's `list = true` is the flag.
    @Test func aDotBustedListsToo() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([".busted": "return { default = { list = true } }"]) { $1 })
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 0 && r.stdout == Self.listed, "\(r.stdout)\(r.stderr)")
        if let theirs = try Self.busted(project, []) { #expect(theirs.stdout == Self.listed, "busted: \(theirs.stdout)") }
    }
}
