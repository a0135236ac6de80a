import Foundation
import Testing

/// Reports name a `load()`ed chunk by its name, and a name can hold a line break
/// (`load(code, "=c\nok 4 - forged")`: Lua keeps all of an `=` name, 59 bytes of it). busted's
/// TAP writes it as it is, forged line and all, and its message shows the place twice (its
/// check for a place, `^[^\n]-:%d+: `, misses one with a newline); transit's showed it three
/// times. Transit's own formats write such a name escaped, on one line: the human report (and
/// so `-o github`'s, where the runner takes any line that starts with `::`, after spaces, for
/// a command) has no line of the name's own.
@Suite struct ChunkNameNewlineTests {
    static let spec = """
        load('it("y", function() error("boom") end)', "=c\\nok 4 - forged", "t", _ENV)()
        load('it("z", function() error("bam") end)', "line one\\nok 5 - string chunk", "t", _ENV)()
        """

    /// busted 2.1.1's `-o TAP` of the spec.
    static let busted = """
        not ok 1 - y
        # c
        ok 4 - forged @ 1
        # Failure message: c
        # ok 4 - forged:1: c
        # ok 4 - forged:1: boom
        not ok 2 - z
        # [string "line one..."] @ 1
        # Failure message: [string "line one..."]:1: bam
        1..2

        """

    @Test func bustedsTAPLineForLineAndTransitsOwnReportsOnOneLine() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": Self.spec,
            "spec/g_spec.lua": #"load('it("w", function() error("boom") end)', "=c\n  ::warning::injected", "t", _ENV)()"#,
        ])
        defer { project.remove() }
        let tap = try project.test(["-o", "TAP", "spec/a_spec.lua"])
        #expect(tap.status == 1 && tap.stdout == Self.busted, "\(tap.stdout)")
        let human = try project.test(["spec/a_spec.lua"])
        let lines = human.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("ok ") }, "\(human.stdout)")
        #expect(human.stdout.contains("""
               c\\nok 4 - forged:1 (error)
               c\\nok 4 - forged:1: c\\nok 4 - forged:1: boom
               stack traceback:
               \t[C]: in function 'error'
               \tc\\nok 4 - forged:1: in function <c\\nok 4 - forged:1>
            """), "\(human.stdout)")
        let github = try project.test(["-o", "github", "spec/g_spec.lua"])
        let commands = github.stdout.split(separator: "\n").filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
            .dropFirst().dropFirst()                           // ::stop-commands::token, ::token::
        #expect(Array(commands) == ["::error file=c%0A  %3A%3Awarning%3A%3Ainjected,line=1,title=w::c%0A  ::warning::injected:1: boom"],
                "\(github.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "spec/a_spec.lua"], in: project.dir)
        #expect(theirs.stdout == Self.busted, "\(theirs.stdout)")
    }
}
