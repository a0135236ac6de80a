import Testing
import TransitLua
@testable import TransitSpec

/// `--filter`, `--tags`, `--exclude-tags`, `--shard`, `--shuffle`, `--fail-fast` on the
/// fixture suite.
@Suite struct SelectionTests {
    static func names(_ run: RunResult) -> [String] {
        run.tests.map { FixtureSuiteTests.short($0.file) + " " + $0.fullName }
    }

    @Test func filterIsALuaPatternOnTheFullName() throws {
        var o = FixtureSuiteTests.options
        o.filters = ["^passing .*view"]
        // busted filters tests only: blocks still run their setup and teardown hooks
        #expect(Self.names(FixtureSuiteTests.run(o)) == ["syntax_spec.lua (load)", "hooks_spec.lua a failing setup setup",
                                                         "hooks_spec.lua a failing teardown teardown", "passing_spec.lua passing slides a view in"])
    }

    /// busted selects at declaration: a test `--filter-out` or every `--filter` leaves out is
    /// never run (its body would set `ran`), and `--filter-out` on a block leaves its body out.
    @Test func leftOutTestsNeverRun() throws {
        var o = RunOptions()
        o.filters = ["keep", "also"]
        o.filtersOut = ["out", "^gone$"]
        let r = try runSpec("""
        ran = {}
        it("keep one", function() ran[#ran + 1] = "keep one" end)
        it("keep but out", function() ran[#ran + 1] = "keep but out" end)
        it("neither", function() ran[#ran + 1] = "neither" end)
        describe("gone", function()
          ran[#ran + 1] = "gone's body"
          it("also inside", function() ran[#ran + 1] = "also inside" end)
        end)
        it("also here", function() assert.are.same({"keep one"}, ran) end)
        """, options: o)
        #expect(r.outcomes == ["passed keep one", "passed also here"])
    }

    @Test func tagsSelectAndExclude() throws {
        var o = FixtureSuiteTests.options
        o.tags = ["fast"]
        #expect(Self.names(FixtureSuiteTests.run(o)) == [
            "syntax_spec.lua (load)", "hooks_spec.lua a failing setup setup", "hooks_spec.lua a failing teardown teardown",
            "passing_spec.lua passing adds #fast", "passing_spec.lua passing expects its warning #fast",
            "pending_spec.lua pending runs #fast",
        ])
        o.tags = []
        o.excludeTags = ["fast"]
        let rest = FixtureSuiteTests.run(o)
        #expect(rest.counts.total == FixtureSuiteTests.result.counts.total - 3)
        #expect(!Self.names(rest).contains { $0.contains("#fast") })
    }

    @Test(arguments: [2, 3, 5])
    func shardsCoverEveryTestExactlyOnce(count: Int) throws {
        // every test and every error (the file's, a hook's) in exactly one shard
        let all = Self.names(FixtureSuiteTests.result)
        var seen: [String] = []
        for k in 1...count {
            var o = FixtureSuiteTests.options
            o.shard = Shard(index: k, count: count)!
            seen += Self.names(FixtureSuiteTests.run(o))
        }
        #expect(seen.sorted() == all.sorted())
        #expect(Set(seen).count == seen.count)
    }

    @Test func aShardSplitIsTheSameOnEveryRun() throws {
        var o = FixtureSuiteTests.options
        o.shard = Shard("2/3")
        #expect(Self.names(FixtureSuiteTests.run(o)) == Self.names(FixtureSuiteTests.run(o)))
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("1/0") == nil && Shard("x") == nil)
        // made in code too: no shard of zero parts (its bucket would divide by zero)
        #expect(Shard(index: 1, count: 0) == nil && Shard(index: 0, count: 0) == nil && Shard(index: -1, count: 2) == nil)
        #expect(Shard(index: 2, count: 2)?.holds(3) == true && Shard(index: 1, count: 2)?.holds(3) == false)
    }

    @Test func shuffleReplaysItsSeed() throws {
        var o = FixtureSuiteTests.options
        o.shuffleSeed = 42
        let first = Self.names(FixtureSuiteTests.run(o))
        #expect(first == Self.names(FixtureSuiteTests.run(o)))
        #expect(first.sorted() == Self.names(FixtureSuiteTests.result).sorted())
        #expect(first != Self.names(FixtureSuiteTests.result))
        o.shuffleSeed = 7
        #expect(Self.names(FixtureSuiteTests.run(o)) != first)
    }

    @Test func failFastStopsAtTheFirstFailure() throws {
        var o = FixtureSuiteTests.options
        o.failFast = true
        let run = FixtureSuiteTests.run(o)
        // the file that does not compile comes first and stops the run, as busted's --no-keep-going
        #expect(Self.names(run) == ["syntax_spec.lua (load)"])
        #expect(run.stoppedEarly)
    }

    /// busted's rule (`name:find("#" .. tag)`): `--tags` on the full name, `--exclude-tags` on
    /// each block's and test's own name (an excluded block's body never runs), and a tag
    /// matches as a prefix ("#slow" is in "#slowly"); left-out tests are counted as excluded.
    @Test func tagsFollowBusted() throws {
        let source = """
            describe("io #slow", function()
              it("reads", function() end)
              it("writes #ui", function() end)
            end)
            it("draws #slowly", function() end)
            it("plain", function() end)
            describe("gone #skipme", function() error("never runs") end)
            """
        var o = RunOptions()
        o.tags = ["slow"]
        let tagged = try runSpec(source, options: o)
        // as busted -t slow on the same file: --tags leaves blocks alone, so "gone" runs its body
        #expect(tagged.outcomes == ["passed io #slow reads", "passed io #slow writes #ui", "passed draws #slowly",
                                    "errored gone #skipme"])
        #expect(tagged.excluded == 1)
        o.tags = []
        o.excludeTags = ["ui", "skipme"]
        let rest = try runSpec(source, options: o)
        // as busted --exclude-tags=ui,skipme
        #expect(rest.outcomes == ["passed io #slow reads", "passed draws #slowly", "passed plain"])
        #expect(rest.excluded == 2)
    }
}
