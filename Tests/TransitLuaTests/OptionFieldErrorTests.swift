import Lua
import Testing
@testable import TransitLua

/// A bad value in an option table is named as that table's argument and field — never by
/// the stack slot the host pushed it to, which read "bad argument #-2" (LuaCall+FieldErrors.swift).
@Suite struct OptionFieldErrorTests {
    @Test(arguments: [
        ("local p = View{}\np:insertSubview(View{}, {at = 1.5})",
         "s.lua:2: bad argument #2 to 'insertSubview' (field 'at': number has no integer representation)"),
        ("local p = View{}\np:insertSubview(View{}, {at = '2'})",
         "s.lua:2: bad argument #2 to 'insertSubview' (field 'at': number expected, got string)"),
        // NaN is not raw-equal to itself: still named
        ("local p = View{}\np:insertSubview(View{}, {at = 0/0})",
         "s.lua:2: bad argument #2 to 'insertSubview' (field 'at': number has no integer representation)"),
        ("window:pan{from = Point(1, 1), to = Point(2, 2), duration = 'x'}",
         "s.lua:1: bad argument #1 to 'pan' (field 'duration': number expected, got string)"),
        // a field of a table that is itself a field: the path from the argument
        ("Timeline{}:to(View{}, {alpha = 0, stagger = {from = 1.5}})",
         "s.lua:1: bad argument #2 to 'to' (field 'stagger.from': number has no integer representation)"),
        // an element of a list in a field, and of a list that is the argument itself
        ("Timeline{}:to(View{}, {alpha = 0, stagger = {each = 0.1, grid = {2, 1.5}}})",
         "s.lua:1: bad argument #2 to 'to' (field 'stagger.grid[2]': number has no integer representation)"),
        // after more reads than the 16 kept (earlier calls'): this call's found, its path with it
        ("for _ = 1, 3 do Timeline{}:to(View{}, {alpha = 0, stagger = {each = 0.1, grid = {2, 1}}}) end\n"
            + "Timeline{}:to(View{}, {alpha = 0, stagger = {each = 0.1, grid = {2, 1.5}}})",
         "s.lua:2: bad argument #2 to 'to' (field 'stagger.grid[2]': number has no integer representation)"),
        ("local v = View{}\nv.gestureRecognizers = {TapGestureRecognizer{action = print}, 5}",
         "s.lua:2: bad value for 'gestureRecognizers' of View (field '[2]': GestureRecognizer expected, got number)"),
        ("View.animate{duration = 1, animations = function() end, delay = 'x'}",
         "s.lua:1: bad argument #1 to 'animate' (field 'delay': number expected, got string)"),
        // the argument itself, after a call that read fields: no field named
        ("local p = View{}\np:insertSubview(View{}, {at = 1})\np:insertSubview(View{}, 5)",
         "s.lua:3: bad argument #2 to 'insertSubview' (table expected, got number)"),
        ("local p = View{}\np:insertSubview(View{}, {at = 1})\nView.animate('x')",
         "s.lua:3: bad argument #1 to 'animate' (number expected, got string)"),
        // an argument the same value as a field another call read into its slot: the read was
        // that call's (it named 'stagger' of #2)
        ("local v, tl = View{}, Timeline{}\ntl:to(v, {alpha = 0.5})\nlocal S = {each = 0.1}\ntl:to(v, {alpha = 1, stagger = S}, S)",
         "s.lua:4: bad argument #3 to 'to' (position (number or string) expected, got table)"),
    ] as [(String, String)])
    func aBadFieldIsNamedWithItsArgument(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }
}
