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
    private func makeRunner() throws -> (FileRunner, Stage) {
        let stage = try Stage()
        let runner = FileRunner(path: "look_spec.lua", options: RunOptions(), onTest: { _ in })
        runner.env = try SpecEnvironment(stage: stage, file: "look_spec.lua",
                                         snapshots: SnapshotStore(spec: "look_spec.lua", mode: RunOptions().snapshotMode))
        return (runner, stage)
    }

    @Test func betweenSaysWhetherLuaCollectedSinceItLastSaidSo() throws {
        let (runner, stage) = try makeRunner()
        let seed: [LuaArgument] = [.value(.integer(0))]
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(true))     // nothing asked before
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(false))
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(false))
        stage.lua.collectGarbage()
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(true))
        #expect(try stage.lua.call(runner.env.between, seed) == .boolean(false))
    }

    /// The stage's first engine stays for the file (luassert's environment copied the globals,
    /// `window` among them): these tests follow the second.
    private func pastTheFirstEngine(_ runner: FileRunner, _ stage: Stage) {
        runner.prepareTest()
        #expect(runner.resetEngine(fallback: "look_spec.lua:1") == nil)
        #expect(!runner.collectedSinceLastLook)
    }

    @Test func aResetLooksForRetiredEnginesOnlyAfterACollection() throws {
        let (runner, stage) = try makeRunner()
        pastTheFirstEngine(runner, stage)
        weak var second = stage.engine
        runner.prepareTest()
        #expect(runner.resetEngine(fallback: "look_spec.lua:2") == nil)
        // looked: the second engine's window is still in a box (garbage, not yet collected)
        #expect(stage.retiredEngines.count == 2)

        stage.lua.collectGarbage()              // the box goes: nothing holds the second engine
        #expect(runner.resetEngine(fallback: "look_spec.lua:3") == nil)
        #expect(stage.retiredEngines.count == 3, "no test began since the last look: no look")
        #expect(second != nil)

        runner.prepareTest()                    // `between` saw the collection
        #expect(runner.collectedSinceLastLook)
        #expect(runner.resetEngine(fallback: "look_spec.lua:4") == nil)
        // the second released; the third and fourth still named by their windows' boxes
        #expect(stage.retiredEngines.count == 3)
        #expect(second == nil)

        runner.prepareTest()                    // no collection since `between` last said so
        #expect(!runner.collectedSinceLastLook)
        #expect(runner.resetEngine(fallback: "look_spec.lua:5") == nil)
        #expect(stage.retiredEngines.count == 4)
    }

    /// A file's first reset does not look: the one engine it could release is the stage's
    /// first, which the luassert prelude's copy of the globals holds (its `window`) for the
    /// file's life — a later look, after a collection, still finds it held.
    @Test func theFirstResetDoesNotLookAndTheFirstEngineStaysHeld() throws {
        let (runner, stage) = try makeRunner()
        #expect(!runner.collectedSinceLastLook)
        let first = ObjectIdentifier(stage.engine)
        #expect(runner.resetEngine(fallback: "look_spec.lua:1") == nil)
        #expect(stage.retiredEngines.map(ObjectIdentifier.init) == [first])
        stage.lua.collectGarbage()
        runner.prepareTest()                    // `between`'s first answer: look
        #expect(runner.collectedSinceLastLook)
        #expect(runner.resetEngine(fallback: "look_spec.lua:2") == nil)
        #expect(!runner.collectedSinceLastLook)
        #expect(stage.retiredEngines.first.map(ObjectIdentifier.init) == first)
        #expect(stage.retiredEngines.count == 2)
    }

    /// A reset whose new `window` global the script refuses (a `__newindex` on `_G`) fails the
    /// test, but its look happened: the engines it found free are gone, and the next look
    /// waits for the next collection.
    @Test func aFailedResetStillLooked() throws {
        let (runner, stage) = try makeRunner()
        pastTheFirstEngine(runner, stage)
        weak var second = stage.engine
        runner.prepareTest()
        #expect(runner.resetEngine(fallback: "look_spec.lua:2") == nil)
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
        #expect(stage.retiredEngines.count == 2)       // the first, and the third (its window's box not yet collected)
    }
}
