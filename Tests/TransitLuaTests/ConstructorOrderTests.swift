import Lua
import Testing
@testable import TransitLua

/// The constructors (`View{…}` …, views.lua) apply a table's properties in a fixed order —
/// geometry before transform, then appearance, identity, a controller's own — then the other
/// names by name, whatever order the table lists them in. A plain table is asked only for the
/// names it has; one with a metatable is asked for every name of the order, so properties it
/// answers through `__index` apply too.
@Suite struct ConstructorOrderTests {
    private func run(_ source: String) throws -> [LuaValue] {
        let stage = try Stage()                 // the bindings hold it unowned: it must outlive the run
        return try withExtendedLifetime(stage) { try stage.lua.run(source, chunkName: "@ctor.lua") }
    }

    @Test func theOrderedPropertiesApplyInTheirOrder() throws {
        // frame before center: the centre moves the frame just set
        #expect(try run("return tostring(View{center = Point(50, 50), frame = Rect(0, 0, 10, 10)}.frame)")
                == [.string("Rect(45, 45, 10, 10)")])
        // bounds after frame: the size is the bounds', about the frame's centre
        #expect(try run("return tostring(View{bounds = Rect(0, 0, 20, 20), frame = Rect(0, 0, 10, 10)}.frame)")
                == [.string("Rect(-5, -5, 20, 20)")])
    }

    /// splitNames remembers a shape's lists by the table's first key in `next`'s order: a
    /// table of the same size and first key with one ordered name swapped for another applies
    /// its own names (the swapped one is looked for among those not first; string hashes are
    /// seeded per state).
    @Test func aChangedShapeWithTheSameFirstKeyAppliesItsOwnNames() throws {
        let r = try run("""
            -- a leftover name x<k> moves the layout: some k gives a swap with the same first key
            for k = 1, 100 do
              local function base() return {frame = Rect(0, 0, 10, 10), name = "a", alpha = 0.5, tag = 7, ["x" .. k] = 1} end
              for _, gone in ipairs{"alpha", "name", "tag"} do
                local a, b = base(), base()
                b[gone] = nil; b.cornerRadius = 3
                if next(a) ~= gone and next(b) == next(a) then
                  View(a)                                   -- the shape remembered
                  local v = View(b)
                  return gone, v.cornerRadius, v.alpha, v.tag
                end
              end
            end
            return "no name to swap"
            """)
        guard case .string(let gone) = r.first, r.count == 4 else { Issue.record("\(r)"); return }
        #expect(Array(r.dropFirst()) == [.number(3), .number(gone == "alpha" ? 1 : 0.5), .integer(gone == "tag" ? 0 : 7)])
    }

    @Test func theFirstBadPropertyInTheOrderIsTheError() throws {
        let r = try run("""
            local ok, e = pcall(View, {alpha = "x", frame = "y"})
            local ok2, e2 = pcall(View, {zeta = 1, name = 5, alpha = "x"})
            return e, e2
            """)
        #expect(r == [.string("ctor.lua:1: bad value for 'frame' of View (Rect expected, got string)"),
                      .string("ctor.lua:2: bad value for 'alpha' of View (number expected, got string)")])
    }

    @Test func otherNamesBecomeFieldsAfterTheOrderedOnes() throws {
        #expect(try run("local v = View{zeta = 1, name = 'n', alpha = 0.5, [2] = 'two'}\nreturn v.zeta, v.name, v.alpha, v[2]")
                == [.integer(1), .string("n"), .number(0.5), .string("two")])
        #expect(try run("local v = View{}\nreturn tostring(v.frame)") == [.string("Rect(0, 0, 0, 0)")])
    }

    @Test func aTableWithAMetatableIsAskedForEveryOrderedName() throws {
        let r = try run("""
            local defaults = {frame = Rect(1, 2, 3, 4), alpha = 0.25}
            local v = View(setmetatable({name = "own"}, {__index = defaults}))
            return tostring(v.frame), v.alpha, v.name
            """)
        #expect(r == [.string("Rect(1, 2, 3, 4)"), .number(0.25), .string("own")])
    }

    /// The names outside the order apply in the order of their text, whether all are strings
    /// (table.sort's own order) or not (the tostring comparator), for a plain table and for one
    /// with a metatable (two paths): the first of two failing names is the one named.
    @Test(arguments: [
        ("{window = 1, superview = 2, subviews = 3}", "subviews"),
        ("{window = 1, superview = 2, note = 3}", "superview"),
        ("{window = 1, [true] = 2, subviews = 3}", "subviews"),
        ("{[1] = 2, window = 1, [true] = 3}", "window"),
    ] as [(String, String)])
    func leftoverNamesGoInTheOrderOfTheirText(table: String, first: String) throws {
        for wrap in ["%s", "setmetatable(%s, {})"] {
            let props = wrap.replacingOccurrences(of: "%s", with: table)
            let r = try run("local ok, e = pcall(View, \(props))\nreturn e")
            #expect(r == [.string("ctor.lua:1: cannot assign to '\(first)' of View (it is read-only)")], "\(props)")
        }
    }
}
