import Testing
@testable import TransitLua

/// `math.randomseed()` with no argument in the sandbox (randomseed.c): stock's seeds from the
/// time and an address, so the numbers drawn after it — and the seed it returns — changed on
/// every run. Here it seeds the next of a sequence that is the same every run.
@Suite struct RandomSeedTests {
    static let script = """
    print(math.randomseed())
    print(math.random(1, 1000000), math.random(1, 1000000))
    print(math.randomseed())
    print(math.randomseed(7))
    print(math.randomseed())
    print(select(2, pcall(math.randomseed, 1.5)))
    math.randomseed(7, 40)
    print(math.randomseed())
    """

    func lines(_ options: ScriptRuntime.Options = ScriptRuntime.Options()) throws -> [String] {
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run(Self.script, chunkName: "@seed.lua")
        return out
    }

    @Test func noArgumentSeedsTheNextOfTheSameSequenceEveryRun() throws {
        let first = try lines()
        #expect(try lines() == first)
        // the run's seed (0) is the last given: its draws are (0, 1), (0, 2); after
        // randomseed(7), (7, 1). Stock returns the seed it set.
        #expect(first[0] == "0\t1" && first[2] == "0\t2" && first[3] == "7\t0" && first[4] == "7\t1")
        #expect(first[5] == "bad argument #1 to 'math.randomseed' (number has no integer representation)")   // stock's words
        #expect(first[6] == "7\t41")                       // after (n, m): (n, m + 1), not (n, 1)
        // what is drawn is stock's for that seed: the same as math.randomseed(0, 1)
        let r = try ScriptRuntime()
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("math.randomseed(0, 1) print(math.random(1, 1000000), math.random(1, 1000000))", chunkName: "=s")
        #expect(out == [first[1]])
    }

    @Test func anotherRunSeedGivesAnotherSequence() throws {
        var options = ScriptRuntime.Options()
        options.seed = 42
        let lines = try lines(options)
        #expect(lines[0] == "42\t1")
    }
}
