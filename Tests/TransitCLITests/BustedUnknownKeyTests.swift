import Testing

/// A `.busted` key that is no option — a typo (`tag` for `tags`), a short name (`v`, `o`),
/// anything else (`foo`) — is passed over by busted 2.1.1, which runs the project as if it
/// were not there; so does `transit test`, with a warning naming the key and the closest
/// option. transit refused the whole run ("unknown option --foo", exit 64). In our own
/// `.transit.lua` such a key is still a usage error: the file is ours, the typo worth a stop.
@Suite struct BustedUnknownKeyTests {
    static let specs = [
        "spec/a_spec.lua": "describe(\"a\", function()\n  it(\"fast\", function() end)\n  it(\"slow #slow\", function() end)\nend)\n",
    ]

    @Test func aBustedConfigsUnknownKeysArePassedOverWithAWarning() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": "return { default = { foo = true, v = true, o = \"json\", tag = \"slow\", verbose = false } }\n",
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("ok 1 - a fast") && r.stdout.contains("ok 2 - a slow #slow") && r.stdout.contains("1..2"),
                "\(r.stdout)")
        #expect(r.stderr == """
            transit: warning: .busted: 'foo' ignored: no option has that name (busted passes over it too)
            transit: warning: .busted: 'o' ignored: no option has that name (busted passes over it too)
            transit: warning: .busted: 'tag' ignored: no option has that name (busted passes over it too) (did you mean 'tags'?)
            transit: warning: .busted: 'v' ignored: no option has that name (busted passes over it too)

            """)
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout.contains("ok 1 - a fast") && theirs.stdout.contains("ok 2 - a slow #slow")
                && theirs.stdout.contains("1..2"), "busted: \(theirs.stdout)\(theirs.stderr)")
    }

    /// busted's `e` in a `.busted` is Lua busted runs before the specs; transit does not run
    /// it (it refuses `-e`) and said nothing, so specs that need it failed with no word of why
    /// (thediveo/multibow's `e` defines `insl` and `inslit`: 9 of its 12 files failed, "attempt
    /// to call a nil value (global 'inslit')"). Now a warning names it and the way round.
    @Test func aBustedConfigsStatementIsNotRunAndSaysSo() throws {
        let project = try RunnerCITests.Project([
            "spec/e_spec.lua": "it(\"reads e's global\", function() assert.are.equal(\"hi\", GREETING) end)\n",
            ".busted": "return { default = { e = \"GREETING = 'hi'\" } }\n",
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 1 && r.stdout.contains("not ok 1 - reads e's global"), "\(r.stdout)")
        #expect(r.stderr == """
            transit: warning: .busted: 'e' ignored: transit runs no statement of busted's -e; \
            put it in a --helper file, which every spec file's state runs first

            """)
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout.contains("ok 1 - reads e's global") && !theirs.stdout.contains("not ok"), "busted: \(theirs.stdout)")
    }

    /// busted's `lazy` in a `.busted` makes every `setup` and `teardown` a lazy one: a block
    /// none of whose tests runs runs neither (lunarmodules/terminal.lua's `.busted` sets it).
    /// transit's stay strict, as with no config, and said nothing: a hook busted skips ran.
    /// Now a warning names it, with why `--lazy` is refused.
    @Test func aBustedConfigsLazyIsNotFollowedAndSaysSo() throws {
        let project = try RunnerCITests.Project([
            "spec/l_spec.lua": """
                describe("a", function()
                  setup(function() print("setup a") end)
                  it("x", function() end)
                end)
                describe("b", function()
                  setup(function() print("setup b") end)
                  teardown(function() print("teardown b") end)
                  describe("empty", function() end)
                end)

                """,
            ".busted": "return { default = { lazy = true } }\n",
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 0)
        #expect(r.stdout == "setup a\nok 1 - a x\nsetup b\nteardown b\n1..1\n", "\(r.stdout)")
        #expect(r.stderr == """
            transit: warning: .busted: 'lazy' ignored: setup and teardown run as busted's default does; \
            a spec says lazy_setup or lazy_teardown where it wants them

            """)
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == "setup a\nok 1 - a x\n1..1\n", "busted: \(theirs.stdout)\(theirs.stderr)")
    }

    @Test func ourConfigsUnknownKeyIsStillAUsageError() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([".transit.lua": "return { default = { tag = \"slow\" } }\n"]) { $1 })
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("transit: .transit.lua: unknown option --tag (did you mean '--tags'?)"), "\(r.stderr)")
    }
}
