import Lua
import Testing
@testable import TransitLua

/// A class's metatable is hidden from `getmetatable`, but `debug.getmetatable` reads it and
/// `debug.setmetatable` gives it to any value (`transit run --unsafe`; stock lua5.4 with
/// Transit as a module). A value that is not a Transit object then reaches the class's C
/// metamethods, which took its block to be a box: `print(io.stdout.alpha)` crashed the host
/// (SIGSEGV in clua_index). Each case is a Lua error naming the script's line, and the host
/// goes on.
@Suite struct HostileMetatableTests {
    /// A stage as `transit run --unsafe` makes it, with `setup` run.
    private func unsafeStage(_ setup: String) throws -> (Stage, Box) {
        let (s, out) = try stage(.unsafe)
        try s.run(setup, chunkName: "@setup.lua")
        return (s, out)
    }

    private func failure(_ s: Stage, _ source: String) -> String? { s.failure(source, name: "hostile.lua") }

    private let viewMetatable = "local mt = debug.getmetatable(View{})\n"

    @Test func aFileWithAViewsMetatableIsAnErrorNotAnObject() throws {
        let (r, out) = try unsafeStage(viewMetatable + "debug.setmetatable(io.stdout, mt)\nviewmt = mt")
        // a number property read, a write (the fast path and the general one), a method
        #expect(failure(r, "print(io.stdout.alpha)") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "\nio.stdout.alpha = 0.5") == "hostile.lua:2: attempt to use a userdata value as a View")
        #expect(failure(r, "io.stdout.name = 'x'") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "io.stdout.nothing = 1") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "io.stdout:layoutIfNeeded()") == "hostile.lua:1: attempt to use a userdata value as a View")
        // a method taken from a real view and called with the file as self (the method's own
        // check, which never trusted the block: the name it gives is the metatable's)
        #expect(failure(r, "local f = View{}.layoutIfNeeded\nf(io.stdout)")?
                    .hasPrefix("hostile.lua:2: bad argument #1 to 'f' (View expected, got ") == true)
        // errors a pcall catches like any other, with the line; tostring says what it is
        try r.run("print(pcall(function() return io.stdout.alpha end))", chunkName: "@caught.lua")
        try r.run("print(tostring(io.stdout), tostring(setmetatable({}, viewmt)))", chunkName: "@shown.lua")
        // the host goes on: objects, the file's own functions through its old methods
        try r.run("local v = View{alpha = 0.25}\nv.alpha = v.alpha * 2\nprint(v.alpha)", chunkName: "@after.lua")
        #expect(out.lines == ["false\tcaught.lua:1: attempt to use a userdata value as a View",
                              "userdata: not a View\ttable: not a View", "0.5"])
    }

    @Test func tablesNumbersAndLightUserdataAreRefusedAlike() throws {
        let (r, _) = try unsafeStage(viewMetatable + "t = setmetatable({}, mt)\ndebug.setmetatable(0, mt)\n"
                                     + "local up = 1\nlight = debug.upvalueid(function() return up end, 1)\n"
                                     + "debug.setmetatable(light, mt)")
        #expect(failure(r, "return t.alpha") == "hostile.lua:1: attempt to use a table value as a View")
        #expect(failure(r, "t.alpha = 1") == "hostile.lua:1: attempt to use a table value as a View")
        #expect(failure(r, "local n = 1\nreturn n.alpha") == "hostile.lua:2: attempt to use a number value as a View")
        #expect(failure(r, "local n = 1\nn.alpha = 2") == "hostile.lua:2: attempt to use a number value as a View")
        #expect(failure(r, "return light.alpha") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "light.frame = nil") == "hostile.lua:1: attempt to use a userdata value as a View")
        try r.run("debug.setmetatable(0, nil)\nassert(View{alpha = 0.5}.alpha == 0.5)", chunkName: "@after.lua")
    }

    /// A controller is a bound object too (its own class's maps); a record is a table whose
    /// metamethods are Lua and whose host functions check their argument's type.
    @Test func aControllersAndARecordsMetatablesAreRefusedAlike() throws {
        let (r, _) = try unsafeStage("debug.setmetatable(io.stdout, debug.getmetatable(ViewController{}))\n"
                                     + "debug.setmetatable(io.stderr, debug.getmetatable(Rect(0, 0, 1, 2)))")
        #expect(failure(r, "return io.stdout.view") == "hostile.lua:1: attempt to use a userdata value as a ViewController")
        #expect(failure(r, "io.stdout.name = 'x'") == "hostile.lua:1: attempt to use a userdata value as a ViewController")
        // (the record's checks name the type its metatable gives: "got Rect")
        #expect(failure(r, "return io.stderr.maxX") == "hostile.lua:1: bad argument #1 to 'g' (Rect expected, got Rect)")
        #expect(failure(r, "return io.stderr:offsetBy(1, 1)")
                == "hostile.lua:1: calling 'offsetBy' on bad self (Rect expected, got Rect)")
        try r.run("assert(Rect(0, 0, 1, 2).maxX == 1)", chunkName: "@after.lua")
    }
}
