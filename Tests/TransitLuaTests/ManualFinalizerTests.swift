import Lua
import Testing
@testable import TransitLua

/// A class's `__gc` is in its metatable, which `debug.getmetatable` reads (`transit run
/// --unsafe`), so a script can call it on a box it still holds, as often and whenever it
/// likes. The review found two crashes of the host and a wrong word; each case here is what
/// the script then sees, and the host goes on.
@Suite struct ManualFinalizerTests {
    private let gc = "local gc = debug.getmetatable(View{}).__gc\n"

    private func unsafeStage() throws -> (Stage, Box) { try stage(.unsafe) }

    /// Boxes made by a finalizer while the state closes are released after lua_close (Lua runs
    /// no finalizer for them). One whose `__gc` the script called was released there a second
    /// time: SIGSEGV in releaseClosingBoxes. The views here are in the window too, which holds
    /// them: released twice, they were freed under it.
    @Test func aFinalizerCalledWhileTheStateClosesReleasesOnce() throws {
        let (s, out) = try unsafeStage()
        try s.run(gc + """
            KEEP = setmetatable({}, {__gc = function()
              for i = 1, 100 do gc(View{}) end
              for i = 1, 50 do
                local v = View{name = 'v' .. i}
                window:addSubview(v)
                gc(v); gc(v)
              end
              print(#window.subviews)
            end})
            """, chunkName: "@closing.lua")
        s.close()
        #expect(out.lines == ["50"])
        #expect(out.warnings == [])
        #expect(s.engine.window.subviews.map(\.name) == (1...50).map { "v\($0)" })
        // the host goes on: a new stage runs a view script
        let (t, after) = try stage()
        try t.run("local v = View{alpha = 0.25}\nv.alpha = v.alpha * 2\nprint(v.alpha)", chunkName: "@after.lua")
        #expect(after.lines == ["0.5"])
        t.close()
    }

    /// The identity cache kept the finalized box: a new object at the freed address (the next
    /// View{}) was handed the dead box, "attempt to use a destroyed View", and so was every
    /// later one.
    @Test func aFinalizedBoxNeverAnswersForANewObject() throws {
        let (s, out) = try unsafeStage()
        try s.run(gc + """
            for i = 1, 20 do local v = View{}; gc(v) end
            print(pcall(function() return View{}.alpha end))
            local fresh = View{alpha = 0.5}
            fresh.alpha = fresh.alpha / 2
            print(fresh.alpha)
            """, chunkName: "@new.lua")
        #expect(out.lines == ["true\t1.0", "0.25"])
    }

    /// A view the window holds, finalized by the script: the box's reference was the script's,
    /// so the view lives on in the tree; the old value is a destroyed View (a clean error at
    /// the line), and the view pushed again is a new, working value.
    @Test func aLiveViewFinalizedByTheScriptStaysInTheTree() throws {
        let (s, out) = try unsafeStage()
        try s.run(gc + """
            local v = View{name = 'kept', alpha = 0.5}
            window:addSubview(v)
            gc(v); gc(v)
            print(pcall(function() return v.alpha end))
            print(pcall(function() v.alpha = 1 end))
            print(pcall(function() v:layoutIfNeeded() end))
            local again = window.subviews[1]
            print(again.name, again.alpha, again == v, rawequal(again, window.subviews[1]))
            again.alpha = 0.75
            """, chunkName: "@live.lua")
        #expect(out.lines == ["false\tlive.lua:5: attempt to use a destroyed View",
                              "false\tlive.lua:6: attempt to use a destroyed View",
                              "false\tlive.lua:7: attempt to use a destroyed View",
                              "kept\t0.5\tfalse\ttrue"])
        #expect(s.engine.window.subviews.map(\.name) == ["kept"])
        #expect(s.engine.window.subviews.first?.alpha == 0.75)
        s.close()
    }

    /// What the host kept on a finalized box's Lua side (a recognizer's action) went with it,
    /// as when the collector takes a userdata: the engine's later call is a clean error.
    @Test func aFinalizedRecognizersActionIsACleanError() throws {
        let (s, out) = try unsafeStage()
        try s.run(gc + """
            local v = View{frame = Rect(0, 0, 100, 100)}
            window:addSubview(v)
            local g = TapGestureRecognizer{action = function() print('tapped') end}
            v:addGestureRecognizer(g)
            window:tap(50, 50)
            gc(g)
            print(pcall(function() window:tap(50, 50) end))
            print(#window.subviews[1].gestureRecognizers)
            """, chunkName: "@tap.lua")
        #expect(out.lines == ["tapped", "false\ttap.lua:8: the action of TapGestureRecognizer is gone: its view left "
                              + "Lua's reach before it was shown", "1"])
        try s.run("local v = View{alpha = 0.25}\nv.alpha = v.alpha * 2\nprint(v.alpha)", chunkName: "@after.lua")
        #expect(out.lines.last == "0.5")
    }

    /// Called with no arguments, the metamethods named the string they had pushed themselves:
    /// "attempt to use a string value as a Transit object".
    @Test func aMetamethodCalledWithNothingSaysNoValue() throws {
        let (s, out) = try unsafeStage()
        try s.run("local mt = debug.getmetatable(View{})\nprint(pcall(mt.__index))\nprint(pcall(mt.__newindex))\n"
                  + "print(pcall(mt.__index, nil, 'alpha'))\nprint(#tostring(View{}) > 0)", chunkName: "@none.lua")
        #expect(out.lines == ["false\tnone.lua:2: attempt to use no value as a Transit object",
                              "false\tnone.lua:3: attempt to use no value as a Transit object",
                              "false\tnone.lua:4: attempt to use a nil value as a Transit object",
                              "true"])
    }
}
