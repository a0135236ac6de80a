import Testing
@testable import TransitLua

/// A value method whose arithmetic overflows is an error at the call's line, not a record
/// with an infinity that every later reader refused (`tostring`: "Transform field 'a' must be
/// finite, got inf") far from where it was made; `intersection` still gives `Rect.null` (an
/// infinite origin) for rects that do not meet, as CGRect's.
@Suite struct ValueOverflowTests {
    @Test(arguments: [
        ("local p = Point(1e308, 1):applying(Transform.scale(10, 1))",
         "v.lua:1: the result of 'applying' is not finite (inf, 1.0): its numbers overflowed"),
        ("local t = Transform.scale(1e200, 1e200):concatenating(Transform.scale(1e200, 1))",
         "v.lua:1: the result of 'concatenating' is not finite (inf, 0.0, 0.0, 1e+200, 0.0, 0.0): its numbers overflowed"),
        ("local r = Rect(-1e308, 0, 1, 1):union(Rect(1e308, 0, 1, 1))",
         "v.lua:1: the result of 'union' is not finite (-1e+308, 0.0, inf, 1.0): its numbers overflowed"),
        ("local t = Transform.scale(1e300, 1):translated(1e300, 0)",
         "v.lua:1: the result of 'translated' is not finite (1e+300, 0.0, 0.0, 1.0, inf, 0.0): its numbers overflowed"),
        ("local m = Transform3D.scale(1e200, 1, 1):concatenating(Transform3D.scale(1e200, 1, 1))",
         "v.lua:1: the result of 'concatenating' is not finite (inf, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0): its numbers overflowed"),
    ] as [(String, String)])
    func anOverflowingResultIsAnErrorAtItsLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source, name: "v.lua") == expected)
    }

    @Test func nullRectsAndLargeFiniteValuesStillWork() throws {
        let (s, out) = try stage()
        try s.run("""
            local a, b = Rect(0, 0, 10, 10), Rect(20, 20, 5, 5)
            local none = a:intersection(b)
            print(none.isNull, a:union(b) == Rect(0, 0, 25, 25), a:intersection(a) == a)
            print(Point(1e300, 1):applying(Transform.scale(10, 1)).x)
            """, chunkName: "@ok.lua")
        #expect(out.lines == ["true\ttrue\ttrue", "1e+301"])
    }
}
