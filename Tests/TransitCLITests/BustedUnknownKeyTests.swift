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

    /// busted's `lazy` in a `.busted`, as its `--lazy`, makes every `setup` and `teardown` a
    /// lazy one: a block none of whose tests runs runs neither (lunarmodules/terminal.lua's
    /// `.busted` sets it), and an unnamed one's error is named `lazy_setup`. transit's stayed
    /// strict and said nothing (a hook busted skips ran), then warned; it follows it now, from
    /// the config, the command line (`--no-lazy` undoing it) and in `--jobs` workers alike.
    @Test func busteds_lazyIsFollowedFromAConfigAndTheCommandLine() throws {
        let spec = """
            describe("a", function()
              setup(function() print("setup a") end)
              it("x", function() end)
            end)
            describe("b", function()
              setup(function() print("setup b") end)
              teardown(function() print("teardown b") end)
              describe("empty", function() end)
            end)
            describe("c", function()
              setup(nil, function() error("boom", 0) end)
              it("y", function() end)
            end)

            """
        let lazy = "setup a\nok 1 - a x\nnot ok 2 - c lazy_setup\n# spec/l_spec.lua @ 11\n# Failure message: spec/l_spec.lua:11: boom\n1..2\n"
        let strict = "setup a\nok 1 - a x\nsetup b\nteardown b\nnot ok 2 - c strict_setup\n# spec/l_spec.lua @ 11\n# Failure message: spec/l_spec.lua:11: boom\n1..2\n"
        let configured = try RunnerCITests.Project(["spec/l_spec.lua": spec, ".busted": "return { default = { lazy = true } }\n"])
        defer { configured.remove() }
        let plain = try RunnerCITests.Project(["spec/l_spec.lua": spec])
        defer { plain.remove() }
        let runs: [(RunnerCITests.Project, [String], String)] = [
            (configured, [], lazy), (configured, ["--jobs", "2"], lazy), (configured, ["--no-lazy"], strict),
            (plain, ["--lazy"], lazy), (plain, ["--lazy", "--jobs", "2"], lazy), (plain, [], strict),
        ]
        for (project, words, expected) in runs {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 1 && r.stdout == expected && r.stderr.isEmpty, "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        for (project, words, expected) in [(configured, [String](), lazy), (configured, ["--no-lazy"], strict),
                                           (plain, ["--lazy"], lazy), (plain, [], strict)] {
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir)
            #expect(theirs.stdout == expected, "busted \(words): \(theirs.stdout)\(theirs.stderr)")
        }
    }

    /// `true` for an option that takes a value was a bare flag that took the next word for its
    /// value: TK568/HyperkeyHub.spoon's `_all = { color = true, verbose = true, helper = … }`
    /// stopped the run, `.busted: --color is one of auto, always, never, got '--helper'`
    /// (status 64), where busted, which has no `color`, passes over it and runs the helper. It is
    /// passed over with a warning now; in our own `.transit.lua` it is a usage error.
    @Test func trueForAnOptionThatTakesAValueIsPassedOver() throws {
        let project = try RunnerCITests.Project([
            ".busted": "return { _all = { color = true, verbose = true, helper = \"spec/h.lua\" } }\n",
            "spec/h.lua": "HELPED = 7\n",
            "spec/c_spec.lua": "describe(\"c\", function()\n  it(\"helped\", function() assert.equal(7, HELPED) end)\nend)\n",
        ])
        defer { project.remove() }
        let expected = "# spec/c_spec.lua @ 2: c helped\nok 1 - c helped\n1..1\n"
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 0 && r.stdout == expected, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr == "transit: warning: .busted: 'color' ignored: --color takes a value, not true\n", "\(r.stderr)")
        let ours = try RunnerCITests.Project(Self.specs.merging([".transit.lua": "return { default = { color = true } }\n"]) { $1 })
        defer { ours.remove() }
        let refused = try ours.test([])
        #expect(refused.status == 64 && refused.stderr.hasPrefix("transit: .transit.lua: 'color' in task 'default' takes a value, not true"),
                "\(refused.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted", "-o", "TAP"], in: project.dir)
        #expect(theirs.status == 0 && theirs.stdout == expected, "busted: \(theirs.stdout)\(theirs.stderr)")
    }

    /// JSON, how a config reaches the options, has no NaN nor infinity: `0/0` or `math.huge`
    /// anywhere in a config stopped the run with `.busted: JSON: bad number at byte 26`
    /// (status 64), naming neither the key nor the value, where busted passes over an unknown
    /// key holding one (and over `seed = 0/0`). Such a number is its name now: an unknown key
    /// is passed over with the others' warning, an option taking a number refuses the word.
    @Test func aNumberNoneOrInfiniteIsItsName() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": "return { default = { nothing = 0/0, endless = -math.huge } }\n",
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 0 && r.stdout.hasSuffix("ok 2 - a slow #slow\n1..2\n"), "\(r.stdout)\(r.stderr)")
        #expect(r.stderr == """
            transit: warning: .busted: 'endless' ignored: no option has that name (busted passes over it too)
            transit: warning: .busted: 'nothing' ignored: no option has that name (busted passes over it too)

            """)
        for (config, value) in [(".busted", "{ _all = { time = 0/0 } }"), (".transit.lua", "{ default = { time = math.huge } }")] {
            let limit = try RunnerCITests.Project(Self.specs.merging([config: "return \(value)\n"]) { $1 })
            defer { limit.remove() }
            let refused = try limit.test([])
            let word = value.contains("0/0") ? "nan" : "inf"
            #expect(refused.status == 64 && refused.stderr.hasPrefix("transit: \(config): --time: expected a number in decimal digits "
                                                                     + "(0.5; no exponent, hex, + or inf), got '\(word)'\n"), "\(refused.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted", "-o", "TAP"], in: project.dir)
        #expect(theirs.status == 0 && theirs.stdout.contains("ok 2 - a slow #slow\n1..2\n"), "busted: \(theirs.stdout)\(theirs.stderr)")
    }

    @Test func ourConfigsUnknownKeyIsStillAUsageError() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([".transit.lua": "return { default = { tag = \"slow\" } }\n"]) { $1 })
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("transit: .transit.lua: unknown option --tag (did you mean '--tags'?)"), "\(r.stderr)")
    }
}
