import Lua
import Testing
@testable import TransitLua

/// Every error the host reports names a line of the script, even those Lua raises where no
/// script line is current (a C stack overflow in a host call) or inside Transit's own Lua.
@Suite struct ErrorLocationTests {
    @Test func aCallbackThatRecursesUntilCStackOverflowNamesItsLineAndContextOnce() throws {
        let (s, _) = try stage()
        let message = try #require(s.failure("""
            local v = View{frame = Rect(0, 0, 100, 100)}
            window:addSubview(v)
            v:addGestureRecognizer(TapGestureRecognizer{action = function() window:tap(10, 10) end})
            window:tap(10, 10)
            """, name: "tapper.lua"))
        #expect(message == "tapper.lua:3: C stack overflow (in the action of TapGestureRecognizer)")
    }

    @Test func anErrorWithoutALocationGetsTheScriptLine() throws {
        let (s, _) = try stage()
        #expect(s.failure("local t = {}\nerror(t)", name: "e.lua") == "e.lua:2: (error object is a table value)")
        // a message that names a place keeps it
        #expect(s.failure("error('x.lua:9: mine', 0)", name: "e.lua") == "x.lua:9: mine")
        // level 0: the script chose no position; the report still names the line
        #expect(s.failure("\nerror('plain', 0)", name: "e.lua") == "e.lua:2: plain")
    }

    /// The value constructors are Lua (values.lua): an error at "level 3" named their caller's
    /// line, and none when that caller was `pcall` (a C function) or a `return Point(…)`
    /// tail call had taken the caller's frame (the REPL evaluates `return <line>`;
    /// ConstructorTailCallTests). Caught
    /// by the script's own pcall, no host handler adds the line afterwards.
    @Test(arguments: [
        ("print(pcall(Point, 1, {}))", "e.lua:1: bad argument #2 to 'Point' (number expected, got table)"),
        ("\nprint(pcall(function() return Point(1, {}) end))", "e.lua:2: bad argument #2 to 'Point' (number expected, got table)"),
        ("print(pcall(Size, 0/0, 1))", "e.lua:1: bad argument #1 to 'Size' (finite number expected, got nan)"),
        ("print(pcall(Rect, 1, 2, 3))", "e.lua:1: bad argument #4 to 'Rect' (number expected, got no value)"),
        ("print(pcall(EdgeInsets, 1, 2, 3, 'x'))", "e.lua:1: bad argument #4 to 'EdgeInsets' (number expected, got string)"),
        ("print(pcall(Transform, 1, 0, 0, 1, 0, 1/0))", "e.lua:1: bad argument #6 to 'Transform' (finite number expected, got inf)"),
        ("print(pcall(Color, 1, 0, {}))", "e.lua:1: bad argument #3 to 'Color' (number expected, got table)"),
        ("print(pcall(View, 5))", "e.lua:1: bad argument #1 to 'View' (table expected, got number)"),
        // make's own line, as stock's `return string.rep({})` (the constructor's __call is C)
        ("local function make() return Point(1, {}) end\nprint(pcall(make))", "e.lua:1: bad argument #2 to 'Point' (number expected, got table)"),
    ] as [(String, String)])
    func aValueConstructorsErrorNamesTheLineInsidePcall(source: String, expected: String) throws {
        let (s, out) = try stage()
        try s.run(source, chunkName: "@e.lua")
        #expect(out.lines == ["false\t\(expected)"])
    }

    /// An error Lua raises inside the constructors' own Lua (views.lua) reading a script's
    /// table — a `__pairs` that returns no iterator, an `__index` that is a number, keys of a
    /// plain table whose `__tostring` gives no string to sort them by — named
    /// `(transit views.lua)` to a script's pcall; raised again at the script's line. An error
    /// that names its own place, or is no string, passes as it is.
    @Test(arguments: [
        ("print(pcall(View, setmetatable({}, {__pairs = function() return nil end})))",
         "false\te.lua:1: attempt to call a nil value (for iterator 'for iterator')"),
        ("\nprint(pcall(function() return Label(setmetatable({}, {__index = 5})) end))",
         "false\te.lua:2: attempt to index a number value"),
        ("local mt = {__tostring = function() return {} end}\nprint(pcall(View, {[setmetatable({}, mt)] = 1, [setmetatable({}, mt)] = 2}))",
         "false\te.lua:2: '__tostring' must return a string"),
        ("print(pcall(View, setmetatable({}, {__index = function() error('mine') end})))",
         "false\te.lua:1: mine"),
        ("local e = {}\nprint(select(2, pcall(View, setmetatable({}, {__index = function() error(e) end}))) == e)",
         "true"),
    ] as [(String, String)])
    func aConstructorsOwnErrorNamesTheScriptsLine(source: String, expected: String) throws {
        let (s, out) = try stage()
        try s.run(source, chunkName: "@e.lua")
        #expect(out.lines == [expected])
    }

    @Test func aValueConstructorsErrorNamesTheLineOfADirectCall() throws {
        let (s, _) = try stage()
        #expect(s.failure("local p = Point(1, 2)\nlocal q = Point(1, {})", name: "e.lua")
                == "e.lua:2: bad argument #2 to 'Point' (number expected, got table)")
    }

    @Test func withinNamesAContextOnce() {
        let e = LuaError(kind: .runtime, message: "t.lua:1: boom")
        #expect(e.within("the completion").within("the completion").message == "t.lua:1: boom (in the completion)")
        #expect(e.within("a").within("b").message == "t.lua:1: boom (in a) (in b)")
    }

    /// A message of several lines (luassert's) keeps its last line as it was: the note goes
    /// on a line of its own ("(number) 1 (in the completion …)" read as a different value).
    @Test func withinPutsItsNoteAfterAMessageOfSeveralLinesOnALineOfItsOwn() {
        let e = LuaError(kind: .runtime, message: "t.lua:1: Expected objects to be equal.\nPassed in:\n(number) 2\nExpected:\n(number) 1")
        #expect(e.within("a").within("b").within("a").message
                == "t.lua:1: Expected objects to be equal.\nPassed in:\n(number) 2\nExpected:\n(number) 1\n(in a)\n(in b)")
    }
}
