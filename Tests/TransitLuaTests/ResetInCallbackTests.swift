import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A reset inside a callback runs while the old engine's frames are below it (Stage+Reset.swift):
/// what it retires is held, and its engine kept, until a reset at Lua's top level.
@Suite struct ResetInCallbackTests {
    /// In a completion the clock runs: the old engine and the retired view outlive the
    /// reset (the clock's step finishes on them); the next top-level reset releases both.
    @Test func aResetInACompletionKeepsTheOldEngineUntilTheTopLevel() throws {
        let stage = try Stage()
        weak var first = stage.engine
        try stage.run("""
            local transit = require "transit"
            kept = View{frame = Rect(0, 0, 10, 10)}
            window:addSubview(kept)
            View.animate(0.5, function() kept.alpha = 0 end, function() transit.reset() end)
            clock.advance(1)
            """, chunkName: "@a.lua")
        #expect(first != nil && stage.retiredEngines.count == 1)
        #expect(stage.heldRetired.contains { $0 is View })
        #expect(stage.failure("kept.alpha = 1", name: "b.lua") == "b.lua:1: attempt to use a View of an engine that was reset")
        try stage.run("require('transit').reset()", chunkName: "@c.lua")
        #expect(first == nil && stage.retiredEngines.isEmpty && stage.heldRetired.isEmpty)
    }

    /// A reset at the top level of a script releases at once, as before: a loop of resets
    /// keeps no engine.
    @Test func aResetAtTheTopLevelReleasesAtOnce() throws {
        let stage = try Stage()
        weak var first = stage.engine
        try stage.run("local transit = require 'transit'\nfor i = 1, 3 do View{}; transit.reset() end", chunkName: "@a.lua")
        #expect(first == nil && stage.retiredEngines.isEmpty && stage.heldRetired.isEmpty)
    }

    /// A view the old engine hands out after its reset (a `view` getter whose `viewDidLoad`
    /// reset) is boxed anew; the next reset retires it though its engine is not the one
    /// being replaced, and then releases that engine.
    @Test func anObjectHandedOutAfterTheResetIsRetiredAtTheNext() throws {
        let stage = try Stage()
        weak var first = stage.engine
        try stage.run("""
            local transit = require "transit"
            local vc = ViewController{viewDidLoad = function() transit.reset() end}
            late = vc.view
            """, chunkName: "@a.lua")
        #expect(first != nil)
        try stage.resetEngine()
        #expect(first == nil && stage.retiredEngines.isEmpty)
        #expect(stage.failure("late.alpha = 1", name: "b.lua") == "b.lua:1: attempt to use a View of an engine that was reset")
    }

    /// A finalizer runs inside whatever allocated, a host frame included: it is never the top level.
    @Test func aFinalizerIsNotTheTopLevel() throws {
        let stage = try Stage()
        #expect(stage.lua.isAtTopLevel)
        weak var first = stage.engine
        try stage.run("""
            local transit = require "transit"
            setmetatable({}, {__gc = function() transit.reset() end})
            collectgarbage()
            """, chunkName: "@b.lua")
        #expect(first != nil && stage.retiredEngines.count == 1)
        try stage.resetEngine()
        #expect(first == nil)
    }
}
