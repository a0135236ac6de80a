import Foundation
import Lua
import Testing

/// Callbacks Swift holds and calls later: the shape of every completion and timer.
@Suite struct CallbackTests {
    final class Later {
        var pending: [LuaRef] = []
    }

    func state() throws -> (LuaState, Later) {
        let lua = try makeState(LimitsTests.tight)
        let later = Later()
        lua.register("later") { call in
            let fn = try call.function(1)
            later.pending.append(fn)
            return 0
        }
        return (lua, later)
    }

    @Test func anErrorInsideACallbackNamesItsLineAndTheHostGoesOn() throws {
        let (lua, later) = try state()
        try lua.run("""
        count = 0
        later(function() count = count + 1 end)
        later(function()
          local t = nil
          return t.field
        end)
        later(function() count = count + 10 end)
        """, chunkName: "@cb.lua")
        var errors: [LuaError] = []
        for fn in later.pending {
            do { try lua.callback(fn) } catch { errors.append(error) }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.message == "cb.lua:5: attempt to index a nil value (local 't')")
        #expect(errors.first?.traceback.contains("cb.lua:5: in function <cb.lua:3>") == true)
        #expect(try lua.run("return count") == [.integer(11)])
        #expect(lua.stackTop == 0)
    }

    /// An error raised in a callback the host calls at once (a block's animations, an
    /// override) crosses the host and is raised again in the script's call of it: its
    /// traceback is the one taken where it was raised, with the callbacks' frames, not the
    /// outer call's alone (it showed `[C]: in function 'nested'` and the main chunk only).
    @Test func anErrorThroughNestedCallbacksKeepsItsWholeTraceback() throws {
        let lua = try makeState(LimitsTests.tight)
        lua.register("nested") { [unowned lua] call in    // unowned: the state holds this closure
            let fn = try call.function(1)
            try lua.callback(fn)
            return 0
        }
        let source = """
        local function inner()
          local t = nil
          return t.x
        end
        local function outer()
          nested(inner)
        end
        print(pcall(nested, inner))
        nested(outer)
        """
        var caught: LuaError?
        do { try lua.run(source, chunkName: "@nest.lua") } catch { caught = error }
        let error = try #require(caught)
        #expect(error.message == "nest.lua:3: attempt to index a nil value (local 't')")
        let frames = error.traceback.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(frames == ["stack traceback:", "nest.lua:3: in function <nest.lua:1>", "[C]: in function 'nested'",
                           "nest.lua:6: in function <nest.lua:5>", "[C]: in function 'nested'", "nest.lua:9: in main chunk"])
        // a raise a script's pcall caught leaves no traceback for the same text raised later
        // elsewhere (it showed the caught raise's frames: pcall's and the callback's)
        do {
            try lua.run("""
            local function f() local t = nil; return t.x end
            assert(not pcall(nested, f))
            local function g() f() end
            g()
            """, chunkName: "@again.lua")
        } catch { caught = error }
        #expect(caught?.message == "again.lua:1: attempt to index a nil value (local 't')")
        let again = (caught?.traceback ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(again == ["stack traceback:", "again.lua:1: in upvalue 'f'", "again.lua:3: in local 'g'", "again.lua:4: in main chunk"])
        // a carried traceback is the message's only: another error gets its own
        do { try lua.run("nested(function() error('other') end)", chunkName: "@other.lua") } catch { caught = error }
        #expect(caught?.message == "other.lua:1: other")
        #expect(caught?.traceback.contains("nest.lua") == false)
        #expect(lua.stackTop == 0)
    }

    @Test func aRunawayCallbackIsStoppedAndTheNextOneRuns() throws {
        let (lua, later) = try state()
        try lua.run("later(function() while true do end end)\nlater(function() done = true end)", chunkName: "@cb.lua")
        #expect(throws: LuaError.self) { try lua.callback(later.pending[0]) }
        try lua.callback(later.pending[1])
        #expect(try lua.run("return done") == [.boolean(true)])
    }

    @Test func callbacksReceiveArguments() throws {
        let (lua, later) = try state()
        try lua.run("later(function(finished, n) result = tostring(finished) .. n end)")
        try lua.callback(later.pending[0]) { call in call.push(false); call.push(7); return 2 }
        #expect(try lua.run("return result") == [.string("false7")])
    }

    @Test func releasedRefsFreeTheirSlotsAtTheNextSafePoint() throws {
        let (lua, later) = try state()
        try lua.run("for i = 1, 50 do later(function() return i end) end")
        lua.collectGarbage()
        let held = lua.memoryInUse
        later.pending.removeAll()                 // deinit queues the slots
        lua.collectGarbage()                      // drains them; the closures become garbage
        #expect(lua.memoryInUse < held)
        // a released ref pushes nil, so a late call is a clean Lua error, not a crash
        try lua.run("later(function() end)")
        let fn = later.pending[0]
        fn.release()
        #expect(fn.isReleased)
        #expect(throws: LuaError.self) { try lua.callback(fn) }
    }

    @Test func aRefOutlivingItsStateIsHarmless() throws {
        let fn: LuaRef
        do {
            let (lua, later) = try state()
            try lua.run("later(function() end)")
            fn = later.pending[0]
        }
        // The state (and its queue) is gone: releasing must not touch freed memory, and the
        // ref says it is released. (Run under a sanitizer this would catch a use-after-free.)
        #expect(!fn.isReleased)
        fn.release()
        #expect(fn.isReleased)
        fn.release()                              // a second release is a no-op too
        #expect(fn.isReleased)
    }

    @Test func warningsPastTheBufferAreCountedNotLost() throws {
        // The C handler buffers 16 warnings between two safe points; more are counted and
        // reported as one line, never written past the buffer.
        let lua = try makeState()
        var warnings: [String] = []
        lua.onWarning = { warnings.append($0) }
        // in pieces (as an error in __gc arrives: "error in ", "__gc", " (", message, ")"):
        // a dropped message's later pieces are dropped with it, not glued to the last kept
        try lua.run("for i = 1, 20 do warn('w', i) end")
        #expect(warnings.count == 17)
        #expect(warnings.first == "w1" && warnings[15] == "w16")
        #expect(warnings.last == "4 more warnings were dropped")
        // the next entry starts with an empty buffer
        try lua.run("warn('again')")
        #expect(warnings.last == "again" && warnings.count == 18)
    }

    @Test func warningsFromGcErrorsReachTheChannel() throws {
        let lua = try makeState()
        var warnings: [String] = []
        lua.onWarning = { warnings.append($0) }
        try lua.run("setmetatable({}, {__gc = function() error('boom') end}) collectgarbage()", chunkName: "@w.lua")
        #expect(warnings == ["error in __gc (w.lua:1: boom)"])
        try lua.run("warn('@off') warn('hidden') warn('@on') warn('shown ', 'in parts')")
        #expect(warnings.last == "shown in parts")
        #expect(warnings.count == 2)
    }
}
