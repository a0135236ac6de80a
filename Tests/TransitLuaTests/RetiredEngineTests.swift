import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A reset's old engine lives while something Lua holds depends on it, and not after
/// (RetiredEngines.swift): a spec file of many tests keeps only the engines its file-level
/// values still reach, and touching such a value after a reset stays safe.
@Suite struct RetiredEngineTests {
    /// Each test's engine, weakly, after `tests` resets in which the script kept nothing.
    @Test func enginesNothingReachesAreReleasedAtTheNextReset() throws {
        let stage = try Stage()
        var engines: [() -> Engine?] = []
        for i in 0..<5 {
            try stage.run("local v = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(v)\nView.animate(1, function() v.alpha = 0 end)",
                          chunkName: "@t\(i).lua")
            weak var e = stage.engine
            engines.append { e }
            stage.lua.collectGarbage()                            // the local view's box goes
            try stage.resetEngine()
            // what Lua held of the engine before (its `window` global) was garbage at this
            // reset: only the engine retired now is left
            #expect(stage.retiredEngines.count == 1)
        }
        stage.lua.collectGarbage()                                // the last old window's box goes
        stage.releaseRetiredEngines()
        #expect(stage.retiredEngines.isEmpty)
        #expect(engines.allSatisfy { $0() == nil })
    }

    /// A value a file keeps across tests keeps its own engine (only that one), and using it
    /// after resets works as before: it is simply not in the new window.
    @Test func aKeptViewKeepsItsEngineAndStaysUsable() throws {
        let stage = try Stage()
        try stage.run("keep = View{name = 'kept', frame = Rect(0, 0, 10, 10)}; window:addSubview(keep)", chunkName: "@a.lua")
        weak var first = stage.engine
        try stage.resetEngine()
        try stage.run("local v = View{}", chunkName: "@b.lua")
        stage.lua.collectGarbage()
        try stage.resetEngine()
        stage.lua.collectGarbage()
        stage.releaseRetiredEngines()
        #expect(stage.retiredEngines.count == 1)
        #expect(first != nil && stage.retiredEngines.first === first)
        #expect(try stage.lua.run("keep.alpha = 0.5; return keep.alpha, keep.superview == nil, keep.name",
                                  chunkName: "@c.lua") == [.number(0.5), .boolean(true), .string("kept")])
        try stage.run("keep = nil", chunkName: "@d.lua")
        stage.lua.collectGarbage()
        stage.releaseRetiredEngines()
        #expect(stage.retiredEngines.isEmpty)
        #expect(first == nil)
    }

    /// `releasingRetired: false` (a host that knows Lua collected nothing since its last look)
    /// skips the look: an engine nothing holds stays until a reset that looks.
    @Test func aResetNotReleasingKeepsRetiredEnginesForALaterLook() throws {
        let stage = try Stage()
        weak var first = stage.engine
        try stage.resetEngine()
        stage.lua.collectGarbage()                                // the first window's box goes
        try stage.resetEngine(releasingRetired: false)
        #expect(stage.retiredEngines.count == 2)
        #expect(first != nil)
        try stage.resetEngine()
        // the first released; the second and third still named by their windows' boxes
        #expect(stage.retiredEngines.count == 2)
        #expect(first == nil)
    }

    /// Each kind of bound object names the engine it depends on; an engine-free one (a
    /// curve, a handle, a task) keeps nothing.
    @Test func everyBoundKindNamesItsEngine() throws {
        let stage = try Stage()
        try stage.run("""
            root = ViewController{name = 'root'}; window.rootViewController = root
            curve = Easing.spring{dampingRatio = 0.5, duration = 1}
            handle = View.animate(0.1, function() root.view.alpha = 0.5 end)
            animator = PropertyAnimator{duration = 1}
            tap = TapGestureRecognizer(function() end)
            """, chunkName: "@kinds.lua")
        let engine = stage.engine
        var kinds: [String: String] = [:]                         // type → what it depends on
        stage.lua.forEachBoxedObject { object in
            let kind: String
            switch Stage.dependency(of: object) {
            case .engine(let e): kind = e === engine ? "this engine" : "another engine"
            case .none: kind = "none"
            case .unknown: kind = "unknown"
            }
            // (a handle's object is its block's state, a subclass)
            kinds[object is AnimationHandle ? "AnimationHandle" : String(describing: type(of: object))] = kind
        }
        #expect(kinds["ScriptedViewController"] == "this engine")
        #expect(kinds["View"] == "this engine")                   // root's view
        #expect(kinds["PropertyAnimator"] == "this engine")
        #expect(kinds["Curve"] == "none")
        #expect(kinds["AnimationHandle"] == "none")
        #expect(kinds["TapGestureRecognizer"] == "none")          // attached to no view
        #expect(!kinds.values.contains("unknown"), "\(kinds)")
    }
}
