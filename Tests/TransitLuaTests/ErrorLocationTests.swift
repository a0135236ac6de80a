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

    @Test func withinNamesAContextOnce() {
        let e = LuaError(kind: .runtime, message: "t.lua:1: boom")
        #expect(e.within("the completion").within("the completion").message == "t.lua:1: boom (in the completion)")
        #expect(e.within("a").within("b").message == "t.lua:1: boom (in a) (in b)")
    }
}
