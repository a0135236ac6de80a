import Testing
@testable import TransitLua

/// `Rect.null`, CGRect's `null`: the reference, popover.md and values.md named it, but the
/// name was nil in Lua (rev26 F04) — a script could meet the value (a popover's default
/// `sourceRect`, a disjoint intersection) and not write it. The `Rect` methods take it as
/// CGRect's do, and so does `sourceRect`; anywhere else it is an infinity, refused as before.
@Suite struct RectNullTests {
    @Test func theNameIsTheValueAPopoverStartsWith() throws {
        let (s, out) = try stage()
        try s.run("""
            local pop = ViewController{modalPresentationStyle = "popover"}.popoverPresentationController
            print(Rect.null, Rect.null == pop.sourceRect, Rect.null.isNull, Rect.null.isEmpty)
            print(Rect.null.x == math.huge, Rect.null.y == math.huge, Rect.null.width, Rect.null.height)
            print(rawequal(Rect.null, Rect.null), getmetatable(Rect.null) == getmetatable(Rect.zero))
            """, chunkName: "@n.lua")
        #expect(out.lines == ["Rect.null\ttrue\ttrue\ttrue", "true\ttrue\t0\t0", "false\ttrue"])
    }

    /// CGRectUnion ignores a null operand, CGRectIntersection with one is null, CGRectOffset
    /// and CGRectInset keep it null, and a null rect contains and meets nothing.
    @Test func theRectMethodsTakeItAsCGRectDoes() throws {
        let (s, out) = try stage()
        try s.run("""
            local r = Rect(10, 20, 30, 40)
            print(Rect.null:union(r), r:union(Rect.null), r:intersection(Rect.null).isNull)
            print(Rect.null:offsetBy(5, 5), Rect.null:insetBy(1, 1), Rect.null.standardized)
            print(Rect.null:contains(Point(0, 0)), r:contains(Rect.null), r:intersects(Rect.null))
            print(Rect.null:applying(Transform.scale(2, 2)), Rect.null:inset(EdgeInsets(1, 1, 1, 1)))
            """, chunkName: "@n.lua")
        #expect(out.lines == ["Rect(10, 20, 30, 40)\tRect(10, 20, 30, 40)\ttrue",
                              "Rect.null\tRect.null\tRect.null",
                              "false\tfalse\tfalse",
                              "Rect.null\tRect.null"])
    }

    /// CGRect.null's edges are +inf and its size zero (CGRectGetMinX …); its origin, (+inf,
    /// +inf), is no Point, so asking for it says so at the script's line. Before, every edge
    /// was refused in the words of an internal function ("bad argument #1 to 'g'").
    @Test func itsEdgesAreCGRectsAndItsOriginIsAClearError() throws {
        let (s, out) = try stage()
        try s.run("""
            local n = Rect.null
            print(n.minX, n.midX, n.maxX, n.minY, n.midY, n.maxY, n.size)
            """, chunkName: "@n.lua")
        #expect(out.lines == ["inf\tinf\tinf\tinf\tinf\tinf\tSize(0, 0)"])
        #expect(s.failure("local o = Rect.null.origin", name: "n.lua")
                == "n.lua:1: Rect.null has no origin (CGRect.null's is +inf, +inf, which a Point cannot hold): test isNull first")
    }

    @Test func aPopoverTakesItBackAsItsSourceRect() throws {
        let (s, out) = try stage()
        try s.run("""
            local pop = ViewController{modalPresentationStyle = "popover"}.popoverPresentationController
            pop.sourceRect = Rect(0, 0, 20, 36)
            print(pop.sourceRect)
            pop.sourceRect = Rect.null
            print(pop.sourceRect, pop.sourceRect == Rect.null)
            """, chunkName: "@n.lua")
        #expect(out.lines == ["Rect(0, 0, 20, 36)", "Rect.null\ttrue"])
    }

    /// Only the null rect itself: another infinity or a NaN is the error it always was, and a
    /// view's frame and the rect's own edges refuse the null rect too.
    @Test(arguments: [
        ("local pop = ViewController{modalPresentationStyle = 'popover'}.popoverPresentationController\n"
            + "pop.sourceRect = {x = math.huge, y = 0, width = 0, height = 0}",
         "n.lua:2: bad value for 'sourceRect' of PopoverPresentationController (Rect field 'x' must be finite, got inf)"),
        ("local r = Rect(0, 0, 1, 1):union({x = math.huge, y = math.huge, width = 1, height = 0})",
         "n.lua:1: bad argument #1 to 'union' (Rect field 'x' must be finite, got inf)"),
        ("local r = Rect(0, 0, 1, 1):union({x = 0, y = 0, width = 0/0, height = 1})",
         "n.lua:1: bad argument #1 to 'union' (Rect field 'width' must be finite, got nan)"),
        ("View{}.frame = Rect.null",
         "n.lua:1: bad value for 'frame' of View (Rect field 'x' must be finite, got inf)"),
    ] as [(String, String)])
    func anyOtherInfinityIsStillAnError(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source, name: "n.lua") == expected)
    }
}
