import Foundation
import Testing

/// busted's tags are Lua patterns found after a '#' (`name:find('#' .. tag)`): what each
/// selection below keeps is what busted 2.1.1 runs for the same file.
@Suite struct BustedTagPatternTests {
    static let specs = ["tags_spec.lua": """
        describe("block #slow", function()
          it("one #fast", function() end)
          it("two", function() end)
        end)
        describe("other", function()
          it("three #fast #db", function() end)
          it("four#fast", function() end)
          it("five #fast-ish", function() end)
          it("six #FAST", function() end)
        end)
        """]

    static func listed(_ r: Execution) -> [String] {
        r.stdout.split(separator: "\n").map { String($0.split(separator: ": ", maxSplits: 1).last ?? "") }
    }

    @Test func tagsArePatterns() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let kept = try project.test(["--list", "--tags=fa.t", "tags_spec.lua"])
        #expect(Self.listed(kept) == ["block #slow one #fast", "other three #fast #db", "other four#fast",
                                      "other five #fast-ish"], "\(kept.stdout)\(kept.stderr)")
        let left = try project.test(["--list", "--exclude-tags=fa.t", "tags_spec.lua"])
        #expect(Self.listed(left) == ["block #slow two", "other six #FAST"], "\(left.stdout)\(left.stderr)")
        // '-' is a pattern character: "#fast-ish" is "#fas" then any number of 't's, then "ish"
        let none = try project.test(["--list", "--tags=fast-ish", "tags_spec.lua"])
        #expect(none.stdout.isEmpty && none.status != 0, "\(none.stdout)\(none.stderr)")
    }

    /// A documented difference (testing.md, `--tags`): busted keeps the spaces around a list's
    /// tags and a `#` in front (`--exclude-tags 'slow, db'` leaves out the `#slow` block alone,
    /// listing `other three #fast #db` too: its ` db` finds only `# db`; `--tags '#db'` finds
    /// `##db`, nothing), where the tag written is taken.
    @Test func aListsSpacesAndAHashInFrontAreNotPartOfTheTag() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let left = try project.test(["--list", "--exclude-tags=slow, db", "tags_spec.lua"])
        #expect(Self.listed(left) == ["other four#fast", "other five #fast-ish", "other six #FAST"],
                "\(left.stdout)\(left.stderr)")
        let kept = try project.test(["--list", "--tags=#db", "tags_spec.lua"])
        #expect(Self.listed(kept) == ["other three #fast #db"], "\(kept.stdout)\(kept.stderr)")
    }

    @Test func aBadPatternAndAConflictAreUsageErrors() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([".busted": "return { default = { tags = {'fast'} } }"]) { $1 })
        defer { project.remove() }
        let bad = try project.test(["--tags=fa(t", "tags_spec.lua"])
        #expect(bad.status == 64 && bad.stderr.contains("--tags: ") && bad.stderr.contains("unfinished capture"),
                "\(bad.stdout)\(bad.stderr)")
        let both = try project.test(["--tags=db", "--exclude-tags=db", "tags_spec.lua"])
        #expect(both.status == 64 && both.stderr.contains("Cannot use --tags and --exclude-tags for the same tags"),
                "\(both.stdout)\(both.stderr)")
        // the .busted's tags with the command line's exclusion: busted refuses it too
        let config = try project.test(["--exclude-tags=fast", "tags_spec.lua"])
        #expect(config.status == 64 && config.stderr.contains("Cannot use --tags and --exclude-tags for the same tags"),
                "\(config.stdout)\(config.stderr)")
    }
}

/// A pattern's faults are found before the run, with Lua's words, though Lua itself raises
/// most of them only when a match reaches them.
@Suite struct LuaPatternCheckTests {
    @Test func malformedPatternsAreUsageErrorsWithLuasWords() throws {
        let project = try RunnerCITests.Project(BustedTagPatternTests.specs)
        defer { project.remove() }
        let cases = ["%": "malformed pattern (ends with '%')", "[a": "malformed pattern (missing ']')",
                     "%b(": "malformed pattern (missing arguments to '%b')", "%fa": "missing '[' after '%f' in pattern",
                     "(a)%2": "invalid capture index %2", "x(": "unfinished capture", "(a))": "invalid pattern capture"]
        for (pattern, words) in cases {
            let r = try project.test(["--filter=" + pattern, "tags_spec.lua"])
            #expect(r.status == 64 && r.stderr.contains("--filter: " + words), "\(pattern): \(r.stderr)")
        }
        // no pattern character: a plain search (lstrlib's), so a lone ')' is no fault
        let plain = try project.test(["--list", "--filter=two)", "tags_spec.lua"])
        #expect(plain.status != 64, "\(plain.stderr)")
    }
}
