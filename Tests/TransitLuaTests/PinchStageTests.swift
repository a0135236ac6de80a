import Lua
import Testing
import TransitCore
@testable import TransitLua

/// The pinch from Lua (docs/events.md, "Pinch"): `PinchGestureRecognizer` in its three forms,
/// `window:pinch{…}` driving it frame by frame, `scale` assigned, and each misuse with its
/// exact message naming the script's line.
@Suite struct PinchStageTests {
    /// Line 1: a window-sized view "pad" with a pinch recognizer that does nothing.
    static let setUp = "local pad = View{name = 'pad', frame = Rect(0, 0, 393, 852)}; window:addSubview(pad); pad:addGestureRecognizer(PinchGestureRecognizer(print))\n"

    @Test(arguments: [
        ("PinchGestureRecognizer(42)",
         "s.lua:2: bad argument #1 to 'PinchGestureRecognizer' (PinchGestureRecognizer expects an action function, or a target and the name of its method)"),
        ("PinchGestureRecognizer{action = print, onPinch = print}",
         "s.lua:2: bad argument #1 to 'PinchGestureRecognizer' (unknown key 'onPinch' (expected action, target))"),
        ("window:pinch(42)", "s.lua:2: bad argument #1 to 'pinch' (table expected, got number)"),
        ("window:pinch{toScale = 0.5, duration = 0.3}", "s.lua:2: bad argument #1 to 'pinch' (center must be a Point, got nil)"),
        ("window:pinch{center = Point(1, 1), toscale = 0.5, duration = 0.3}",
         "s.lua:2: bad argument #1 to 'pinch' (unknown key 'toscale' (expected center, fromScale, toScale, duration))"),
        ("window:pinch{center = Point(1, 1), duration = 0.3}",
         "s.lua:2: bad argument #1 to 'pinch' (toScale must be a number, got nil)"),
        ("window:pinch{center = Point(1, 1), toScale = 0.5, duration = '1'}",
         "s.lua:2: bad argument #1 to 'pinch' (duration must be a number, got string)"),
        ("window:pinch{center = Point(1, 1), toScale = 0, duration = 0.3}",
         "s.lua:2: pinch toScale must be a positive finite number (got 0)"),
        ("window:pinch{center = Point(1, 1), fromScale = -2, toScale = 1, duration = 0.3}",
         "s.lua:2: pinch fromScale must be a positive finite number (got -2)"),
        ("window:pinch{center = Point(1, 1), toScale = 0.5, duration = 0}",
         "s.lua:2: pinch duration must be greater than 0 (got 0)"),
        ("window:pinch{center = Point(1, 1), toScale = 0.5, duration = 0.3}\nwindow:pinch{center = Point(9, 9), toScale = 2, duration = 0.3}",
         "s.lua:3: pinch: two fingers are already down on PinchGestureRecognizer of pad (since s.lua:2); lift them first"),
        ("window:pinch{center = Point(1, 1), toScale = 0.5, duration = 0.1}\npad.gestureRecognizers[1].scale = 0",
         "s.lua:3: a pinch's scale must be a positive finite number (got 0)"),
        ("pad.gestureRecognizers[1].velocity = 1",
         "s.lua:2: cannot assign to 'velocity' of PinchGestureRecognizer (it is read-only)"),
    ] as [(String, String)])
    func misuseNamesTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(Self.setUp + source) == expected)
    }

    /// At 50 fps over 0.04 s: frame 1 at 0.02 s (200 → 175 points apart), then the end
    /// (150): scale 0.875 then 0.75, closing at 6.25 per second; the midpoint in the pad.
    @Test func aPinchFromLua() throws {
        let (s, out) = try stage()
        try s.run("""
            local photo = View{name = 'photo', frame = Rect(100, 100, 200, 200)}
            window:addSubview(photo)
            photo:addGestureRecognizer(PinchGestureRecognizer{action = function(g)
              print(g.state, g.scale, g.velocity, g:location(photo))
            end})
            clock.fps = 50
            local r = window:pinch{center = Point(150, 160), toScale = 0.75, duration = 0.04}
            print(r, r.view.name)
            clock.advance(0.1)
            print(window:pinch{center = Point(10, 10), toScale = 0.75, duration = 0.04})
            """, chunkName: "=s")
        #expect(out.lines == ["PinchGestureRecognizer\tphoto",
                              "began\t0.875\t-6.25\tPoint(50, 60)", "changed\t0.75\t-6.25\tPoint(50, 60)",
                              "ended\t0.75\t-6.25\tPoint(50, 60)", "nil"])
    }
}
