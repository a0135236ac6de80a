import Foundation
import Testing

/// busted's `-m`/`--lpath`, given more than once, joins its values with ';' in the order given
/// (its cli.lua's processPath), before the Lua path: CodeKingdomsTeam/rodash's test.sh gives it
/// four times. transit refused the second, status 64: `--lpath given twice (…): give one`.
@Suite struct BustedLpathTwiceTests {
    static let project = [
        "lib/m.lua": "return 'lib'\n",
        "vendor/m/lib/init.lua": "return 'vendor'\n",
        "vendor/only/lib/init.lua": "return 'only in vendor'\n",
        "spec/paths_spec.lua": """
        it("takes the first -m's module first", function() assert.are.equal("lib", require "m") end)
        it("finds the second -m's", function() assert.are.equal("only in vendor", require "only") end)
        """,
    ]
    static let expected = """
        ok 1 - takes the first -m's module first
        ok 2 - finds the second -m's
        1..2

        """

    @Test func theValuesAreJoinedInOrder() throws {
        let project = try RunnerCITests.Project(Self.project)
        defer { project.remove() }
        let words = ["-o", "TAP", "-m", "./lib/?.lua", "--lpath=./vendor/?/lib/init.lua"]
        for more in [[], ["--unsafe"], ["--jobs", "2"]] {
            let r = try project.test(words + more)
            #expect(r.status == 0 && r.stdout == Self.expected, "\(more): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        // busted itself under lua5.4: `busted --lua=lua5.4` starts lua5.4 through a shell that
        // expands the words' `?` as a glob (`./lib/?.lua` became `./lib/m.lua`)
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted"] + words, in: project.dir)
        #expect(theirs.stdout == Self.expected, "\(theirs.stdout)\(theirs.stderr)")
    }
}
