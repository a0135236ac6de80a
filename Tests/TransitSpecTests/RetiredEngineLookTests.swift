import Lua
import Testing
import TransitCore
@testable import TransitLua
@testable import TransitSpec

/// Between tests the runner looks for retired engines to release — a walk of every object Lua
/// holds (RetiredEngines.swift) — only when Lua may have collected one since its last look:
/// the DSL's `between`, called as each test begins, says whether a collection has run since
/// it last said so (FileRunner+Test.swift).
@Suite struct RetiredEngineLookTests {
    /// The collector stopped, so that a collection happens where a test runs one and nowhere
    /// else: where Lua's own pace completes a cycle depends on every allocation before (a
    /// class made on first use restarts the collector's count), and these tests are about
    /// what the runner does with one, not about when Lua runs it.
    private func makeRunner() throws -> (FileRunner, Stage) {
        let stage = try Stage()
        let runner = FileRunner(path: "look_spec.lua", options: RunOptions(), onTest: { _ in })
        runner.env = try SpecEnvironment(stage: stage, file: "look_spec.lua",
                                         snapshots: SnapshotStore(spec: "look_spec.lua", mode: RunOptions().snapshotMode))
        try stage.run("collectgarbage('stop')", chunkName: "@stop.lua")
        return (runner, stage)
    }

    @Test func betweenSaysWhetherLuaCollectedSinceItLastSaidSo() throws {
        let (runner, stage) = try makeRunner()
        let seed: [LuaArgument] = [.value(.integer(0)), .reference(runner.env.root.scope!)]   // a seed, the test's block
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(true))     // nothing asked before
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(false))
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(false))
        stage.lua.collectGarbage()
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(true))
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(false))
    }

    /// Past the file's first reset, which does not look.
    private func pastTheFirstEngine(_ runner: FileRunner, _ stage: Stage) {
        runner.prepareTest()
        #expect(runner.resetEngine(fallback: "look_spec.lua:1") == nil)
        #expect(!runner.collectedSinceLastLook)
    }

    /// A reset retires the old engine's boxes, so a look releases it (RetiredEngineTests); a
    /// reset that does not look keeps it until one that does.
    @Test func aResetLooksForRetiredEnginesOnlyAfterACollection() throws {
        let (runner, stage) = try makeRunner()
        pastTheFirstEngine(runner, stage)
        #expect(stage.retiredEngines.isEmpty)      // `between`'s first answer: it looked
        weak let second = stage.engine
        runner.prepareTest()                       // no collection since `between` last said so
        #expect(!runner.collectedSinceLastLook)
        #expect(runner.resetEngine(fallback: "look_spec.lua:2") == nil)
        #expect(stage.retiredEngines.count == 1, "no collection: no look")
        #expect(second != nil)

        stage.lua.collectGarbage()
        #expect(runner.resetEngine(fallback: "look_spec.lua:3") == nil)
        #expect(stage.retiredEngines.count == 2, "no test began since the last look: no look")

        runner.prepareTest()                       // `between` saw the collection
        #expect(runner.collectedSinceLastLook)
        #expect(runner.resetEngine(fallback: "look_spec.lua:4") == nil)
        #expect(stage.retiredEngines.isEmpty)
        #expect(second == nil)
    }

    /// A file's first reset does not look (FileRunner's `collectedSinceLastLook` starts
    /// false): the first engine waits for the next look.
    @Test func theFirstResetDoesNotLook() throws {
        let (runner, stage) = try makeRunner()
        #expect(!runner.collectedSinceLastLook)
        weak let first = stage.engine
        #expect(runner.resetEngine(fallback: "look_spec.lua:1") == nil)
        #expect(stage.retiredEngines.count == 1 && first != nil)
        runner.prepareTest()                    // `between`'s first answer: look
        #expect(runner.collectedSinceLastLook)
        #expect(runner.resetEngine(fallback: "look_spec.lua:2") == nil)
        #expect(!runner.collectedSinceLastLook)
        #expect(stage.retiredEngines.isEmpty && first == nil)
    }

    /// A reset whose new `window` global the script refuses (a `__newindex` on `_G`) fails the
    /// test, but its look happened: the engines it found free are gone, and the next look
    /// waits for the next collection.
    @Test func aFailedResetStillLooked() throws {
        let (runner, stage) = try makeRunner()
        pastTheFirstEngine(runner, stage)
        weak let second = stage.engine
        runner.prepareTest()
        #expect(runner.resetEngine(fallback: "look_spec.lua:2") == nil)
        #expect(stage.retiredEngines.count == 1)
        stage.lua.collectGarbage()
        runner.prepareTest()
        try stage.run("""
            window = nil
            setmetatable(_G, {__newindex = function(t, k, v)
              if k == "window" then error("no new window", 2) end
              rawset(t, k, v)
            end})
            """, chunkName: "@refuse.lua")
        let problem = runner.resetEngine(fallback: "look_spec.lua:3")
        #expect(problem?.failure.message.contains("no new window") == true)
        #expect(!runner.collectedSinceLastLook)
        #expect(second == nil)
        #expect(stage.retiredEngines.isEmpty)
    }

    /// Tests that allocate nothing never make Lua collect, so no look ever found the garbage
    /// `window` boxes gone: a file of 10,000 empty tests kept 10,000 engines, and the memory
    /// hook summed them at every step (51 s, against busted's 6.7 s). A top-level reset now has
    /// Lua collect once they pass the bound, so they stay under twice the floor.
    @Test func resetsThatNeverLookStayBounded() throws {
        let (runner, stage) = try makeRunner()
        var most = 0
        for i in 1...200 {
            #expect(runner.resetEngine(fallback: "look_spec.lua:\(i)") == nil)
            most = max(most, stage.retiredEngines.count)
        }
        #expect(most == Stage.retiredEngineFloor, "the reset that passes the floor collects, and they go")
        #expect(stage.retiredEngines.count <= Stage.retiredEngineFloor)
        #expect(stage.retiredEngineBound == Stage.retiredEngineFloor)
    }

    /// Where engines do stay — here an object of a kind the release does not know, which
    /// keeps every retired engine (RetiredEngines.swift) — the bound doubles with what a
    /// collection leaves: a collection once a doubling, not once a test. The memory hook's
    /// charge for them is counted at each reset, after the old engine's objects were released.
    @Test func whereEnginesStayTheBoundDoubles() throws {
        let (runner, stage) = try makeRunner()
        final class Unknown {}
        let unknown = stage.lua.defineClass(LuaClassDefinition<Unknown>(name: "Unknown"))
        stage.lua.push(Unknown(), as: unknown)     // a box the release cannot classify
        try stage.lua.setGlobal("unknown")
        try stage.run("kept = {}", chunkName: "@keep.lua")
        for i in 1...40 {
            try stage.run("local v = View{}; window:addSubview(v); kept[#kept + 1] = v", chunkName: "@keep.lua")
            #expect(runner.resetEngine(fallback: "look_spec.lua:\(i)") == nil)
        }
        #expect(stage.retiredEngines.count == 40)
        // collections at the 17th reset (all 17 kept: bound 34) and the 35th (bound 70)
        #expect(stage.retiredEngineBound == 70)
        #expect(stage.retiredContentBytes == stage.retiredEngines.reduce(0) { $0 + Stage.contentBytes(of: $1) })
        do {
            try stage.run("\nkept[40].alpha = 0.5", chunkName: "@use.lua")
            Issue.record("a retired view was used")
        } catch let e as LuaError {
            #expect(e.message == "use.lua:2: attempt to use a View of an engine that was reset")
        }
    }
}
