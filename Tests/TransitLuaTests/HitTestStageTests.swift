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

    /// The overrides are properties of View, so a near miss warns at its line as any
    /// property's does, and the view keeps UIKit's answer.
    @Test func aMisspeltOverrideWarnsAndChangesNothing() throws {
        let (s, out) = try stage()
        try s.run(Self.setUp + "overlay.hitTset = function() return nil end\nprint(window:hitTest(Point(100, 100)).name)", chunkName: "@s.lua")
        #expect(out.lines == ["overlay"])
        #expect(out.warnings == ["s.lua:2: 'hitTset' is not a property of View (a plain Lua-side field, nothing reads it): did you mean 'hitTest'?"])
    }
}
