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
        weak let first = stage.engine
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

    /// A reset inside a hit-testing override: the old engine's tap delivered to the view the
    /// override returned — a new engine's, its action run ("b tapped") — and window:tap,
    /// window:touch, window:pan and v:hitTest returned the old engine's objects in fresh,
    /// usable boxes (v.frame read; the reset retires only the boxes made before it).
    @Test func aResetInAHitTestOverrideHitsNothing() throws {
        let (stage, out) = try stage()
        try stage.run("""
            local transit = require "transit"
            local function setUp(override)
              local a = View{name = 'a', frame = Rect(0, 0, 100, 100)}; window:addSubview(a)
              a:addGestureRecognizer(PanGestureRecognizer(function() end))
              a.pointInside = override
              return a
            end
            setUp(nil).hitTest = function()
              transit.reset()
              local b = View{name = 'b', frame = Rect(0, 0, 100, 100)}; window:addSubview(b)
              b:addGestureRecognizer(TapGestureRecognizer(function() print('b tapped') end))
              return b
            end
            print(window:tap(10, 10))
            local resetting = function() transit.reset(); return true end
            print(#window.subviews)
            setUp(resetting); print(window:tap(10, 10))
            setUp(resetting); print(window:touch(Point(10, 10)))
            setUp(resetting); print(window:pan{from = Point(10, 10), to = Point(50, 50), duration = 0.1})
            setUp(resetting); print(window:hitTest(Point(10, 10)))
            """, chunkName: "=s")
        #expect(out.lines == ["nil", "1", "nil", "nil", "nil", "nil"])
    }

    /// A reset inside a pan's action: the reset takes the views out of the old window, which
    /// cancels the pan under way on them (GestureCancelTests) — a last action queued on the
    /// old clock, whose step finishes after the reset. Nothing of the old engine runs a script
    /// again: the retired recognizer's action does not run.
    @Test func aResetInAPansActionRunsNoCancelledAction() throws {
        let (stage, out) = try stage()
        try stage.run("""
            local transit = require "transit"
            local v = View{frame = Rect(0, 0, 100, 100)}; window:addSubview(v)
            v:addGestureRecognizer(PanGestureRecognizer(function(g)
              print(g.state)
              if g.state == "changed" then transit.reset() end
            end))
            clock.fps = 20
            window:pan{from = Point(10, 10), to = Point(50, 50), duration = 0.2}
            clock.advance(1)
            print("after", clock.now)
            """, chunkName: "@r.lua")
        #expect(out.lines == ["began", "changed", "after\t0.0"])
    }

    /// A reset inside a completion takes the animating views out of the old window, which
    /// removes their animations (LeavingWindowAnimationTests) and queues their completions
    /// on the old clock, whose step finishes after the reset: the clock is cleared after the
    /// views are removed, so none of those completions runs a script.
    @Test func aResetInACompletionRunsNoCompletionOfTheViewsItRemoves() throws {
        let (stage, out) = try stage()
        try stage.run("""
            local transit = require "transit"
            local v = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(v)
            View.animate(2, function() v.alpha = 0 end, function(f) print("v", f) end)
            View.animate(0.5, function() window.alpha = 0.9 end, function() print("reset"); transit.reset() end)
            clock.advance(1)
            print("after", clock.now)
            """, chunkName: "@w.lua")
        #expect(out.lines == ["reset", "after\t0.0"])
    }

    /// A reset inside `addKeyframe`'s block: the next `addKeyframe` of the same
    /// `animateKeyframes` says the engine was reset (the core's own check said it was outside
    /// `animateKeyframes`, which it is not); a new block on the new engine takes keyframes.
    @Test func anAddKeyframeAfterAResetInItsBlockSaysTheEngineWasReset() throws {
        let stage = try Stage()
        #expect(stage.failure("""
            local transit = require "transit"
            View.animateKeyframes(1, {}, function()
              View.addKeyframe(0, 0.5, function() transit.reset() end)
              View.addKeyframe(0.5, 0.5, function() end)
            end)
            """, name: "k.lua") == "k.lua:4: addKeyframe: the engine was reset (transit.reset()) inside the animations of "
                + "animateKeyframes: the block belongs to the engine it replaced, which takes no keyframe now")
        #expect(stage.keyframeBlocks.isEmpty)
        try stage.run("""
            local v = View{}
            View.animateKeyframes(1, {}, function() View.addKeyframe(0, 1, function() v.alpha = 0 end) end)
            clock.advance(0.5)
            """, chunkName: "@l.lua")
        // outside any block, the core's words stay
        #expect(stage.failure("View.addKeyframe(0, 1, function() end)", name: "m.lua")
                == "m.lua:1: addKeyframe must be called inside the animations of animateKeyframes")
    }

    /// The one loop settling, waiting for idle and `--until` share: the body runs on the
    /// engine, and once more on each engine a reset inside it put in its place.
    @Test func onEachEngineFollowsTheResetsOfItsBody() throws {
        let stage = try Stage()
        var ran: [Engine] = []                   // held: a released engine's address is reused
        try stage.onEachEngine { engine in
            ran.append(engine)
            if ran.count < 3 { try stage.resetEngine() }
        }
        #expect(ran.count == 3 && Set(ran.map(ObjectIdentifier.init)).count == 3)
        #expect(ran.last === stage.engine)
        var once = 0
        stage.onEachEngine { _ in once += 1 }
        #expect(once == 1)
    }

    /// A reset at the top level of a script releases at once, as before: a loop of resets
    /// keeps no engine.
    @Test func aResetAtTheTopLevelReleasesAtOnce() throws {
        let stage = try Stage()
        weak let first = stage.engine
        try stage.run("local transit = require 'transit'\nfor i = 1, 3 do View{}; transit.reset() end", chunkName: "@a.lua")
        #expect(first == nil && stage.retiredEngines.isEmpty && stage.heldRetired.isEmpty)
    }

    /// A view the old engine hands out after its reset (a `view` getter whose `viewDidLoad`
    /// reset) is boxed anew; the next reset retires it though its engine is not the one
    /// being replaced, and then releases that engine.
    @Test func anObjectHandedOutAfterTheResetIsRetiredAtTheNext() throws {
        let stage = try Stage()
        weak let first = stage.engine
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
        weak let first = stage.engine
        try stage.run("""
            local transit = require "transit"
            setmetatable({}, {__gc = function() transit.reset() end})
            collectgarbage()
            """, chunkName: "@b.lua")
        #expect(first != nil && stage.retiredEngines.count == 1)
        try stage.resetEngine()
        #expect(first == nil)
    }

    /// The old engine runs nothing after the callback that reset it (its clock's pending work
    /// dropped): a completion due later in the same `advance` does not run, a task waiting
    /// on the old clock does not wake.
    @Test func theOldEngineRunsNothingAfterTheCallbackThatResetIt() throws {
        let stage = try Stage()
        try stage.run("""
            local transit = require "transit"
            local a, b = View{}, View{}
            View.animate(0.1, function() a.alpha = 0 end, function() transit.reset() end)
            View.animate(0.2, function() b.alpha = 0 end, function() later = "ran" end)
            task(function() wait(0.3); woke = true end)
            clock.advance(1)
            """, chunkName: "@a.lua")
        #expect(try stage.lua.run("return later, woke", chunkName: "@b.lua") == [.nil, .nil])
        #expect(stage.retiredEngines.count == 1 && stage.retiredEngines[0].clock.isIdle)
    }

    /// What a callback begins on the engine its reset made is played too by the host's own
    /// wait for idle (`transit run` after the script): it was left pending, the old clock idle.
    @Test func theHostsWaitForIdleFollowsTheNewEngine() throws {
        let stage = try Stage()
        try stage.run("""
            local transit = require "transit"
            View.animate(0.5, function() window.alpha = 0 end, function()
              transit.reset()
              View.animate(0.5, function() window.alpha = 0.2 end, function() second = clock.now end)
            end)
            """, chunkName: "@a.lua")
        try stage.runUntilIdle()
        #expect(try stage.lua.run("return second", chunkName: "@b.lua") == [.number(0.5)])
    }

    /// What a reset inside a callback holds is charged to the memory limit until released:
    /// a loop of such resets, each leaving a megabyte of text behind, meets the limit (it
    /// reached 640 MB under a 32 MiB limit).
    @Test func whatTheResetHoldsMeetsTheMemoryLimit() throws {
        var options = ScriptRuntime.Options()
        options.limits.memory = 32 << 20
        let stage = try Stage(options: options)
        let error = #expect(throws: LuaError.self) {
            try stage.run("""
                local transit = require "transit"
                local big = string.rep("x", 1 << 20)
                for i = 1, 200 do
                  window:addSubview(Label{text = big .. i})
                  View.animate(0, function() window.alpha = 0.5 end, function() transit.reset() end)
                  transit.settle()
                end
                """, chunkName: "@m.lua")
        }
        #expect(error?.kind == .memory)
        #expect(error?.message.hasPrefix("m.lua:4: not enough memory (script memory limit 32 MiB)") == true, "\(String(describing: error))")
    }

    /// A task that resets the engine and then fails: its error comes out of the `advance`
    /// that resumed it (it came out of the next one, from the new engine's queue, and a
    /// reset between them dropped it).
    @Test func aTaskThatResetsAndFailsRaisesOutOfTheAdvanceThatRanIt() throws {
        let stage = try Stage()
        try stage.run("""
            local transit = require "transit"
            task(function() wait(0.1); transit.reset(); wait(0.1) end)
            first = table.pack(pcall(clock.advance, 1))
            second = table.pack(pcall(clock.advance, 1))
            """, chunkName: "@a.lua")
        let results = try stage.lua.run("return first[1], first[2], second[1]", chunkName: "@b.lua")
        #expect(results.count == 3 && results[0] == .boolean(false) && results[2] == .boolean(true), "\(results)")
        #expect(results.count > 1 && results[1] == .string("a.lua:2: wait cannot suspend the task started at a.lua:2: "
            + "transit.reset() ended it with the engine it ran on (its clock never runs again); "
            + "start a new task after the reset (in the task started at a.lua:2)"), "\(results)")
    }
}
