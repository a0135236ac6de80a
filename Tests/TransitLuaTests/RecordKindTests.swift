import Testing
@testable import TransitLua

/// A value of one record type where another is expected is an error naming both, as Swift's
/// types refuse it; before, its fields were read: a `Rect` set as a `center` moved the view to
/// the rect's origin, a `Rect` as a `shadowOffset` gave its size, without a word. A plain
/// table, or one with the script's own metatable, is still read by its fields (docs/values.md).
@Suite struct RecordKindTests {
    @Test(arguments: [
        ("v.center = Rect(1, 2, 3, 4)", "k.lua:2: bad value for 'center' of View (Point expected, got Rect)"),
        ("v.layer.shadowOffset = Rect(1, 2, 3, 4)", "k.lua:2: bad value for 'shadowOffset' of Layer (Size expected, got Rect)"),
        ("v.layer.position = Rect(1, 2, 3, 4)", "k.lua:2: bad value for 'position' of Layer (Point expected, got Rect)"),
        ("print(Rect(0, 0, 4, 4):contains(Size(1, 1)))",
         "k.lua:2: bad argument #1 to 'contains' (Rect expected, got Size)"),   // `:` call: stock's numbering
        ("local s = Size(1, 2)\ns.x, s.y = 5, 6\nv.center = s", "k.lua:4: bad value for 'center' of View (Point expected, got Size)"),
        // a colour without an alpha field is read as {r, g, b}: a Point there said "field 'r' is
        // missing", not what it was
        ("v.backgroundColor = Point(1, 2)", "k.lua:2: bad value for 'backgroundColor' of View (Color expected, got Point)"),
        ("v.layer.shadowColor = Size(1, 2)", "k.lua:2: bad value for 'shadowColor' of Layer (Color expected, got Size)"),
    ] as [(String, String)])
    func anotherRecordTypeIsRefused(code: String, message: String) throws {
        let (s, _) = try stage()
        #expect(s.failure("local v = View{frame = Rect(0, 0, 10, 10)}\n" + code, name: "k.lua") == message)
    }

    @Test func plainTablesAndTheScriptsOwnMetatablesAreReadByTheirFields() throws {
        let (s, box) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 10, 10)}
            v.center = {x = 1, y = 2}
            print(v.center)
            local Vec = {__name = "Vec"}
            v.center = setmetatable({x = 3, y = 4}, Vec)
            print(v.center)
            v.center = setmetatable({x = 5, y = 6}, getmetatable(Point(0, 0)))
            print(v.center, Rect(0, 0, 4, 4):contains(Point(1, 1)), Rect(0, 0, 4, 4):contains(Rect(1, 1, 1, 1)))
            """, chunkName: "@k.lua")
        #expect(box.lines == ["Point(1, 2)", "Point(3, 4)", "Point(5, 6)\ttrue\ttrue"])
    }
}
