import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Hit testing from Lua (docs/events.md, "Hit testing"): `v:hitTest(p)`, `v:pointInside(p)`,
/// the overrides a script stores under those names, and `View.hitTest` / `View.pointInside`
/// as their `super`.
@Suite struct HitTestStageTests {
    /// Line 1: "below" and "overlay" cover 200 × 200 points of the window, a 20-point "button"
    /// at (10, 10) in the overlay counts its taps.
    static let setUp = "local below, overlay = View{name = 'below', frame = Rect(0, 0, 200, 200)}, View{name = 'overlay', frame = Rect(0, 0, 200, 200)}; local button = View{name = 'button', frame = Rect(10, 10, 20, 20)}; overlay:addSubview(button); window:addSubview(below); window:addSubview(overlay); taps = 0; button:addGestureRecognizer(TapGestureRecognizer(function() taps = taps + 1 end))\n"

    @Test func overridesAnswerTheEnginesHitTesting() throws {
        let (s, out) = try stage()
        try s.run(Self.setUp + """
            print(window:hitTest(Point(100, 100)).name, overlay.hitTest == View.hitTest)
            overlay.hitTest = function(self, p)          -- a pass-through view
              local v = View.hitTest(self, p)
              if v == self then return nil end
              return v
            end
            print(window:hitTest(Point(100, 100)).name, window:tap(100, 100).name, overlay.hitTest == View.hitTest)
            button.pointInside = function(self, p) return self.bounds:insetBy(-8, -8):contains(p) end
            print(window:tap(4, 4).name, taps, button:pointInside(Point(-5, -5)), View.pointInside(button, Point(-5, -5)))
            overlay.hitTest, button.pointInside = nil, nil
            print(window:tap(4, 4).name, taps, overlay:hitTest(Point(4, 4)).name)
            """, chunkName: "=s")
        #expect(out.lines == ["overlay\ttrue", "below\tbelow\tfalse", "button\t1\ttrue\tfalse", "overlay\t1\toverlay"])
    }

    @Test(arguments: [
        ("button.pointInside = function() error('no') end\nwindow:tap(15, 15)", "s.lua:2: no"),
        ("button.hitTest = function() return 5 end\nwindow:tap(15, 15)",
         "s.lua:3: hitTest of button must return a View or nil (got number)"),
        ("button.hitTest = 'x'", "s.lua:2: bad value for 'hitTest' of View (function expected, got string)"),
    ] as [(String, String)])
    func aFailingOverrideFailsTheTapAtItsLine(source: String, expected: String) throws {
        let (s, out) = try stage()
        #expect(s.failure(Self.setUp + source) == expected)
        // nothing was tapped, and the engine goes on: the override taken away, a tap lands
        try s.run("local button = window:find('button'); button.hitTest, button.pointInside = nil, nil; print(taps, window:tap(15, 15).name, taps)", chunkName: "=t")
        #expect(out.lines == ["0\tbutton\t1"])
    }

    /// An override may change the tree while the walk that asked it runs: the walk goes on over
    /// the subviews as they were when it reached their superview (it read past a list the
    /// override emptied: "Index out of range", the host stopped).
    @Test func anOverrideChangingTheTreeMidWalkDoesNotStopTheHost() throws {
        let (s, out) = try stage()
        try s.run("""
            local root = View{name = 'root', frame = Rect(0, 0, 300, 300)}
            window:addSubview(root)
            local kids = {}
            for i = 1, 5 do kids[i] = View{name = 'k' .. i, frame = Rect(0, 0, 300, 300)}; root:addSubview(kids[i]) end
            kids[5].hitTest = function(self, p)
              for i = 1, 5 do kids[i]:removeFromSuperview() end
              return nil
            end
            local b = View{name = 'b', frame = Rect(0, 0, 100, 100)}
            window:addSubview(b)
            for i = 1, 3 do b:addSubview(View{name = 'b' .. i, frame = Rect(0, 0, 100, 100)}) end
            b.subviews[3].pointInside = function(self, p)
              for _, v in ipairs(b.subviews) do v:removeFromSuperview() end
              return false
            end
            print(window:tap(10, 10).name, #b.subviews)
            b:removeFromSuperview()
            print(window:tap(10, 10).name, #root.subviews)
            """, chunkName: "=s")
        // the walk goes on with the siblings it had: b2 (taken out meanwhile), then k4 likewise
        #expect(out.lines == ["b2\t0", "k4\t0"])
    }

    /// window:touch, window:pan and window:pinch ask overrides from inside a coroutine on
    /// that coroutine, as stock Lua runs a function a C function calls (`table.sort`'s
    /// comparator sees the coroutine in `coroutine.running()`). They ran on the main thread's
    /// stack, suspended in `coroutine.resume` ("inside:main"; window:tap was right).
    @Test func overridesAskedFromACoroutineRunOnIt() throws {
        let (s, out) = try stage()
        try s.run("""
            local a = View{name = 'a', frame = Rect(0, 0, 100, 100)}
            window:addSubview(a)
            a:addGestureRecognizer(PanGestureRecognizer(function() end))
            a:addGestureRecognizer(PinchGestureRecognizer(function() end))
            local seen, worker = {}, nil
            a.pointInside = function(self, p)
              local co, main = coroutine.running()
              seen[#seen + 1] = main and 'main' or co == worker and 'worker' or 'other'
              return true
            end
            worker = coroutine.create(function()
              window:tap(10, 10)
              window:touch(Point(10, 10)):lift()
              window:pan{from = Point(10, 10), to = Point(50, 50), duration = 0.05}
              window:pinch{center = Point(10, 10), toScale = 2, duration = 0.05}
            end)
            assert(coroutine.resume(worker))
            print(table.concat(seen, ' '))
            """, chunkName: "=s")
        #expect(out.lines == ["worker worker worker worker"])
    }

    /// The overrides are properties of View, so a near miss warns at its line as any
    /// property's does, and the view keeps UIKit's answer.
    @Test func aMisspeltOverrideWarnsAndChangesNothing() throws {
        let (s, out) = try stage()
        try s.run(Self.setUp + "overlay.hitTset = function() return nil end\nprint(window:hitTest(Point(100, 100)).name)", chunkName: "@s.lua")
        #expect(out.lines == ["overlay"])
        #expect(out.warnings == ["s.lua:2: 'hitTset' is not a property of View (a plain Lua-side field, nothing reads it): did you mean 'hitTest'?"])
    }
}
