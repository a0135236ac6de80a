import Foundation
import Testing

/// busted's `lpath` goes in front of the Lua path even when it names the project root, as
/// AbolfazlTayyar/Pulse's `.busted` does (`lpath = "./?.lua;./?/init.lua"`, its modules
/// `require`d as `src.x`): a project's module then wins over the system's of the same name.
/// Sandboxed, the system's Lua tree went in at the first `./?.lua` — the lpath's own — so it
/// came first, and a project's `dkjson.lua` lost to Debian's (busted110).
@Suite struct BustedLpathRootTests {
    static let project = [
        ".busted": #"return { default = { lpath = "./?.lua;./?/init.lua" } }"#,
        "dkjson.lua": "return { encode = function() return 'the project' end }\n",
        "spec/root_spec.lua": """
        it("finds the project's module first", function()
          assert.are.equal("the project", require("dkjson").encode({}))
        end)
        it("reads the lpath first", function()
          assert.are.equal("./?.lua;./?/init.lua;/", package.path:sub(1, 22))
        end)
        it("tries the lpath's files first", function()
          local _, err = pcall(require, "nosuch")
          assert.matches("['nosuch']\\n\\tno file './nosuch.lua'\\n\\tno file './nosuch/init.lua'\\n\\tno file '/", err, 1, true)
        end)
        """,
    ]
    static let expected = """
        ok 1 - finds the project's module first
        ok 2 - reads the lpath first
        ok 3 - tries the lpath's files first
        1..3

        """

    @Test func theProjectRootInTheLpathComesFirst() throws {
        let project = try RunnerCITests.Project(Self.project)
        defer { project.remove() }
        for more in [[], ["--unsafe"], ["-m", "./?.lua;./?/init.lua"]] {
            let r = try project.test(["-o", "TAP"] + more)
            #expect(r.status == 0 && r.stdout == Self.expected, "\(more): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == Self.expected, "\(theirs.stdout)\(theirs.stderr)")
    }
}
