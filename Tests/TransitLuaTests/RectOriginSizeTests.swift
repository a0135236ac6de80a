import Testing
@testable import TransitLua

/// Swift's `CGRect(origin:size:)` (Apple: "init(origin: CGPoint, size: CGSize)") as
/// `Rect(origin, size)`: two of the three outside transitions ported (PresenterKit's half modal,
/// BubbleTransition's `frameForBubble`) build a rect from a point and a size, and before this
/// wrote it with four numbers (`Rect(origin, size)` was "bad argument #1 to 'Rect' (number
/// expected, got table)").
@Suite struct RectOriginSizeTests {
    @Test func aRectFromAPointAndASize() throws {
        let (s, out) = try stage()
        try s.run("""
            print(Rect(Point(10, 20), Size(30, 40)))
            print(Rect(Point.zero, Size(375, 667)) == Rect(0, 0, 375, 667))
            local r = Rect(1, 2, 3, 4)
            print(Rect(r.origin, r.size) == r)
            print(Rect({x = -5, y = 6}, {width = 7, height = 8}))   -- plain tables, as wherever a value is taken
            """, chunkName: "@c.lua")
        #expect(out.lines == ["Rect(10, 20, 30, 40)", "true", "true", "Rect(-5, 6, 7, 8)"])
    }

    /// Each error names the argument as stock Lua's `luaL_typeerror` does ("bad argument #2 to
    /// 'Rect' (Size expected, got no value)"), and a record of another type is refused, as
    /// wherever a value is taken (a Rect is no CGPoint; a Size is no CGPoint).
    @Test(arguments: [
        ("Rect(Point(1, 2))", "c.lua:1: bad argument #2 to 'Rect' (Size expected, got no value)"),
        ("Rect(Point(1, 2), nil)", "c.lua:1: bad argument #2 to 'Rect' (Size expected, got nil)"),
        ("Rect(Point(1, 2), 3)", "c.lua:1: bad argument #2 to 'Rect' (Size expected, got number)"),
        ("Rect(Rect(0, 0, 1, 1), Size(1, 1))", "c.lua:1: bad argument #1 to 'Rect' (Point expected, got Rect)"),
        ("Rect(Size(1, 1), Size(1, 1))", "c.lua:1: bad argument #1 to 'Rect' (Point expected, got Size)"),
        ("Rect(Point(1, 1), Point(1, 1))", "c.lua:1: bad argument #2 to 'Rect' (Size expected, got Point)"),
        ("Rect({x = 1}, Size(1, 1))", "c.lua:1: bad argument #1 to 'Rect' (Point expected, field 'y' is missing)"),
        ("Rect(Point(1, 1), {width = 1, height = '2'})",
         "c.lua:1: bad argument #2 to 'Rect' (Size expected, field 'height' is string)"),
        ("Rect({x = 0/0, y = 1}, Size(1, 1))", "c.lua:1: bad argument #1 to 'Rect' (Point field 'x' must be finite, got nan)"),
        ("Rect(Point(1, 1), {width = 1/0, height = 1})",
         "c.lua:1: bad argument #2 to 'Rect' (Size field 'width' must be finite, got inf)"),
        // the four-number form keeps its words
        ("Rect(1, Size(1, 1))", "c.lua:1: bad argument #2 to 'Rect' (number expected, got table)"),
    ] as [(String, String)])
    func aBadOriginOrSizeIsAnErrorNamingTheArgument(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source, name: "c.lua") == expected)
    }
}
