import Testing
@testable import TransitLua

/// `UIColor.withAlphaComponent(_:)`, the dimming view's colour in most presentation
/// controllers (`UIColor.black.withAlphaComponent(0.5)`, PresenterKit's
/// HalfModalPresentationController): Apple, "Creates a color object that has the same color
/// space and component values as the receiver, but has the specified alpha component."
@Suite struct ColorAlphaComponentTests {
    @Test func keepsTheComponentsAndReplacesTheAlpha() throws {
        let (s, out) = try stage()
        try s.run("""
            local c = Color(0.2, 0.4, 0.6, 0.8)
            local d = c:withAlphaComponent(0.25)
            print(d.r, d.g, d.b, d.a, c.a)
            print(Color.black:withAlphaComponent(0.5) == Color(0, 0, 0, 0.5), tostring(d))
            """, chunkName: "@c.lua")
        #expect(out.lines == ["0.2\t0.4\t0.6\t0.25\t0.8", "true\tColor(0.2, 0.4, 0.6, 0.25)"])
    }

    /// Apple, on its `alpha`: "Alpha values below 0.0 are interpreted as 0.0, and values above
    /// 1.0 are interpreted as 1.0." Transit kept 2 and -1 as given (the colour's own components
    /// stay unclamped, as UIKit's extended sRGB keeps them).
    @Test func theAlphaIsClampedToZeroThroughOne() throws {
        let (s, out) = try stage()
        try s.run("""
            local c = Color(1.5, -0.5, 0.5, 0.5)
            print(c:withAlphaComponent(2), c:withAlphaComponent(-1), c:withAlphaComponent(1))
            """, chunkName: "@c.lua")
        #expect(out.lines == ["Color(1.5, -0.5, 0.5, 1)\tColor(1.5, -0.5, 0.5, 0)\tColor(1.5, -0.5, 0.5, 1)"])
    }

    @Test func aBadAlphaIsAnArgumentErrorAtItsLine() throws {
        let (s, _) = try stage()
        #expect(s.failure("local c = Color.red:withAlphaComponent('half')", name: "c.lua")
                == "c.lua:1: bad argument #1 to 'withAlphaComponent' (number expected, got string)")
        #expect(s.failure("local c = Color.red:withAlphaComponent(0/0)", name: "c.lua")
                == "c.lua:1: bad argument #1 to 'withAlphaComponent' (finite number expected, got nan)")
    }
}
