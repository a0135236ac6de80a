import Testing
@testable import TransitLua

/// Seed 004's `frameOfPresentedViewInContainerView` writes a CGRect's `size` (`presentedViewFrame.size
/// = self.sizeForChildContentContainer(…)`). Ported line by line, `r.size = s` made a plain
/// field `size` that hid the computed one: `r.size` read back `s` while `r.width` stayed 0, so
/// the presented view was 0 × 0 at (196.5, 0). Now `origin` and `size` write the rect's
/// fields, as Swift's setters do, and the other computed fields refuse a write.
@Suite struct RectAssignmentTests {
    @Test func originAndSizeWriteTheRectsFields() throws {
        let (s, out) = try stage()
        try s.run("""
            local presentedViewFrame = Rect.zero
            presentedViewFrame.size = Size(393 / 2, 852)
            presentedViewFrame.x = 393 - presentedViewFrame.size.width
            print(presentedViewFrame, presentedViewFrame.width, presentedViewFrame.maxX)
            local r = Rect(1, 2, 3, 4)
            r.origin = {x = -5, y = 6}                   -- a plain table, as wherever a Point is taken
            r.size = {width = 7, height = 8}
            print(r, rawget(r, "origin"), rawget(r, "size"))
            """, chunkName: "@c.lua")
        // before: "Rect(196.5, 0, 0, 0)\t0\t196.5" and "Rect(1, 2, 3, 4)\ttable: …\ttable: …"
        #expect(out.lines == ["Rect(196.5, 0, 196.5, 852)\t196.5\t393.0", "Rect(-5, 6, 7, 8)\tnil\tnil"])
    }

    @Test(arguments: [
        ("local r = Rect(0, 0, 1, 1); r.minX = 3", "c.lua:1: cannot assign to 'minX' of Rect (a computed field, read-only)"),
        ("local r = Rect(0, 0, 1, 1); r.standardized = r", "c.lua:1: cannot assign to 'standardized' of Rect (a computed field, read-only)"),
        ("local t = Transform.identity; t.isIdentity = false", "c.lua:1: cannot assign to 'isIdentity' of Transform (a computed field, read-only)"),
        ("local t = Transform3D.identity; t.isAffine = false", "c.lua:1: cannot assign to 'isAffine' of Transform3D (a computed field, read-only)"),
        ("local r = Rect(0, 0, 1, 1)\nr.size = 5", "c.lua:2: bad value for 'size' of Rect (Size expected, got number)"),
        ("local r = Rect(0, 0, 1, 1); r.origin = {x = 1}", "c.lua:1: bad value for 'origin' of Rect (Point field 'y' must be a number, got nil)"),
        ("local r = Rect(0, 0, 1, 1); r.size = Size(1, 1); r.size = {width = 0/0, height = 1}",
         "c.lua:1: bad value for 'size' of Rect (Size field 'width' must be finite, got nan)"),
        // Lua's own errors for a bad key, still at the script's line through the metamethod
        ("local r = Rect(0, 0, 1, 1)\nr[0/0] = 1", "c.lua:2: table index is NaN"),
        ("local t = Transform.identity\nt[nil] = 1", "c.lua:2: table index is nil"),
        ("local p = Point(0, 0)\np[0/0] = 1", "c.lua:2: table index is NaN"),
        // called by hand with no record (as `__eq` may be): before, "bad argument #1 to
        // 'rawset'", a function the script never called, and through pcall at no line of the
        // script but "(transit values.lua):57"
        ("local set = getmetatable(Rect.zero).__newindex\nset(5, 'label', 1)",
         "c.lua:2: bad argument #1 to '__newindex' (Rect expected, got number)"),
        ("local set = getmetatable(Rect.zero).__newindex\nset('r', 'origin', Point(1, 2))",
         "c.lua:2: bad argument #1 to '__newindex' (Rect expected, got string)"),
    ] as [(String, String)])
    func aBadWriteIsAnErrorAtItsLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source, name: "c.lua") == expected)
    }

    /// Both numbers are checked before either is written: a refused write leaves the rect whole.
    @Test func aRefusedWriteChangesNothing() throws {
        let (s, out) = try stage()
        try s.run("""
            local r = Rect(1, 2, 3, 4)
            print(pcall(function() r.size = {width = 10, height = "tall"} end))
            print(r)
            """, chunkName: "@c.lua")
        #expect(out.lines == ["false\tc.lua:2: bad value for 'size' of Rect (Size field 'height' must be a number, got string)",
                              "Rect(1, 2, 3, 4)"])
    }

    /// Other keys stay plain fields, as before.
    @Test func otherKeysArePlainFields() throws {
        let (s, out) = try stage()
        try s.run("local r = Rect(0, 0, 1, 1); r.label = 'card'; print(r.label, r)", chunkName: "@c.lua")
        #expect(out.lines == ["card\tRect(0, 0, 1, 1)"])
    }
}
