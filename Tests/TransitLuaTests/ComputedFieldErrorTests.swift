import Testing
@testable import TransitLua

/// A record's computed field (`r.maxX`, `t.isIdentity`) read on a record a script broke
/// (records are plain tables: `r.width = 0/0` is a table write) names the field it read, as
/// a method on one says "calling 'insetBy' on bad self". It read "bad argument #1 to 'g'":
/// Lua named the getter by the local of values.lua's `__index` that called it.
@Suite struct ComputedFieldErrorTests {
    @Test(arguments: [
        ("local r = Rect(0, 0, 1, 1); r.width = 1/0; local v = r.maxX",
         "c.lua:1: reading 'maxX' on bad self (Rect field 'width' must be finite, got inf)"),
        ("local r = Rect(0, 0, 1, 1); r.x = 0/0; local v = r.origin",
         "c.lua:1: reading 'origin' on bad self (Rect field 'x' must be finite, got nan)"),
        ("local r = Rect(0, 0, 1, 1); r.height = 'tall'; local v = r.isEmpty",
         "c.lua:1: reading 'isEmpty' on bad self (Rect expected, field 'height' is string)"),
        ("local t = Transform.identity; t.ty = -1/0; local v = t.isIdentity",
         "c.lua:1: reading 'isIdentity' on bad self (Transform field 'ty' must be finite, got -inf)"),
        ("local t = Transform3D.identity; t.m44 = 0/0; local v = t.isAffine",
         "c.lua:1: reading 'isAffine' on bad self (Transform3D field 'm44' must be finite, got nan)"),
        // tostring, which calls `__tostring` from C where Lua finds no name: it read
        // "bad argument #1 to '?'"
        ("local p = Point(1, 2); p.x = 'left'; local s = tostring(p)",
         "c.lua:1: bad argument #1 to 'tostring' (Point expected, field 'x' is string)"),
        ("local c = Color.red; c.a = 0/0; print(c)",
         "c.lua:1: bad argument #1 to 'tostring' (Color field 'a' must be finite, got nan)"),
        // a method's wording is Lua's own, and stays
        ("local r = Rect(0, 0, 1, 1); r.width = 1/0; local v = r:insetBy(1, 1)",
         "c.lua:1: calling 'insetBy' on bad self (Rect field 'width' must be finite, got inf)"),
    ] as [(String, String)])
    func theErrorNamesTheFieldRead(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source, name: "c.lua") == expected)
    }

    /// The name is the getter's only while it runs: an argument error raised after one (by
    /// a method, a constructor) is worded as before.
    @Test func laterErrorsAreWordedAsBefore() throws {
        let (s, out) = try stage()
        try s.run("""
            local r = Rect(0, 0, 1, 1); r.width = 1/0
            print(pcall(function() return r.midX end))
            print(Rect(0, 0, 2, 2).midX)
            """, chunkName: "@c.lua")
        #expect(out.lines == ["false\tc.lua:2: reading 'midX' on bad self (Rect field 'width' must be finite, got inf)", "1.0"])
        #expect(s.failure("local r = Rect(0, 0, 1, 1):union({x = 0, y = 0, width = 0/0, height = 1})", name: "c.lua")
                == "c.lua:1: bad argument #1 to 'union' (Rect field 'width' must be finite, got nan)")
    }

    /// The name is the getter's call's: a finalizer a collection runs inside a getter (its
    /// new table set the collection off) raising an argument error of its own keeps its own
    /// words. One flag for the whole state said "reading 'origin' on bad self" of
    /// `View.animate("x")` in a finalizer, thousands of times in this loop (rev28).
    @Test func aFinalizerRunInsideAGetterKeepsItsOwnWords() throws {
        let (s, out) = try stage()
        try s.run("""
            local seen, count = {}, 0
            local function garbage()
              setmetatable({}, {__gc = function()
                local _, e = pcall(View.animate, "x")
                if not seen[e] then seen[e] = true; print(e) end
                count = count + 1
              end})
            end
            local r = Rect(0, 0, 10, 10)
            for i = 1, 20000 do
              garbage()
              local size, origin = r.size, r.origin
            end
            collectgarbage()
            print(count)
            """, chunkName: "@c.lua")
        #expect(out.lines.count == 2, "\(out.lines)")
        #expect(out.lines.first.map { !$0.contains("reading '") } == true, "\(out.lines)")
        #expect(out.lines.last == "20000")
    }
}
