import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A reset's old engine lives while something Lua holds depends on it, and not after
/// (RetiredEngines.swift). The reset retires the boxes of its objects (Stage+Reset.swift):
/// they let their objects go at once, and a use of one is a Lua error naming the line — so a
/// spec file of many tests keeps no engine for its file-level values.
@Suite struct RetiredEngineTests {
    /// Each test's engine, weakly: the reset retires what Lua held of it (its `window`
    /// global's box), so the reset's own look releases it.
    @Test func eachEngineIsReleasedAtItsOwnReset() throws {
        let stage = try Stage()
        var engines: [() -> Engine?] = []
        for i in 0..<5 {
            try stage.run("local v = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(v)\nView.animate(1, function() v.alpha = 0 end)",
                          chunkName: "@t\(i).lua")
            weak let e = stage.engine
            engines.append { e }
            try stage.resetEngine()
            #expect(stage.retiredEngines.isEmpty)
        }
        #expect(engines.allSatisfy { $0() == nil })
    }

    /// A value a file keeps across tests goes with its engine: released at the reset, its use
    /// after it an error naming the line, its `tostring` saying why.
    @Test func aKeptViewIsRetiredWithItsEngine() throws {
        let stage = try Stage()
        try stage.run("keep = View{name = 'kept', frame = Rect(0, 0, 10, 10)}; window:addSubview(keep)", chunkName: "@a.lua")
        weak let first = stage.engine
        let views = stage.lua.hostObjectCount
        try stage.resetEngine()
        #expect(first == nil && stage.retiredEngines.isEmpty)
        #expect(stage.failure("local a = 1\nkeep.alpha = 0.5", name: "c.lua") == "c.lua:2: attempt to use a View of an engine that was reset")
        #expect(stage.failure("window:addSubview(keep)", name: "d.lua") == "d.lua:1: attempt to use a View of an engine that was reset")
        #expect(try stage.lua.run("return tostring(keep), keep == keep", chunkName: "@e.lua")
                == [.string("View (of an engine that was reset)"), .boolean(true)])
        // the old window's box and the kept view's, gone; the new window's, made
        #expect(stage.lua.hostObjectCount == views - 1)
        try stage.run("keep = nil", chunkName: "@f.lua")
        stage.lua.collectGarbage()                                // its finalizer releases nothing again
        #expect(stage.lua.hostObjectCount == views - 1)
    }

    /// `releasingRetired: false` (a host that knows Lua collected nothing since its last look)
    /// skips the look: the retired engine stays until a reset that looks.
    @Test func aResetNotReleasingKeepsRetiredEnginesForALaterLook() throws {
        let stage = try Stage()
        weak let first = stage.engine
        try stage.resetEngine(releasingRetired: false)
        #expect(stage.retiredEngines.count == 1)
        #expect(first != nil)
        try stage.resetEngine()
        #expect(stage.retiredEngines.isEmpty)
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
            layer = root.view.layer
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
        #expect(kinds["Layer"] == "this engine")                  // through its view, held weakly
        #expect(kinds["TapGestureRecognizer"] == "none")          // attached to no view
        #expect(!kinds.values.contains("unknown"), "\(kinds)")
    }
}
