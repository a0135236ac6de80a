import Foundation
import Testing

/// An empty `--tags=`, `--exclude-tags=`, `--filter=` or `--filter-out=` is what busted's
/// parser makes of it, the text `__CLIARGS_NULL__` taken as a tag or pattern: the keeping
/// options keep no test, the leaving-out ones leave none out. transit read `--filter=` and
/// `--filter-out=` as the empty pattern (every name matches: all kept, all left out) and
/// `--tags=` as no tag (all kept).
@Suite struct BustedEmptyValueTests {
    static let specs = [
        "spec/tags_spec.lua": """
        describe("block #slow", function()
          it("one #fast", function() end)
          it("two", function() end)
        end)
        """,
    ]
    static let all = "ok 1 - block #slow one #fast\nok 2 - block #slow two\n1..2\n"

    @Test(arguments: [("--tags=", "1..0\n"), ("--filter=", "1..0\n"), ("--exclude-tags=", all), ("--filter-out=", all)])
    func anEmptyValueIsBustedsNullText(word: String, expected: String) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", word])
        #expect(r.stdout == expected, "\(word): \(r.stdout)\(r.stderr)")
        // none selected is transit's exit 5 (a runner CI can trust); busted exits 0 there
        #expect(r.status == (expected == Self.all ? 0 : 5), "\(word): \(r.stderr)")
        if expected != Self.all {               // the message shows what was typed, and how it was read
            let name = word.dropLast()
            #expect(r.stderr == "transit: no test selected: 1 spec file ran; \(name) '' (read as busted reads it, "
                                + "__CLIARGS_NULL__) left none\n", "\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", word], in: project.dir)
        #expect(theirs.stdout == expected, "busted \(word): \(theirs.stdout)")
    }
}
