import Lua
import Testing

/// A bound method checks `self` in C (`clua_method`) and hands Swift the object; when the
/// check fails, Swift words the argument error. These pin each way the check can fail, with
/// Lua's own wording, and the values that pass it.
@Suite struct MethodSelfTests {
    final class Other {}

    /// ClassTests' world, plus an unrelated bound class `Other` (`other()`).
    static func world() throws -> ClassTests.World {
        let w = try ClassTests.World()
        let otherClass = w.lua.defineClass(LuaClassDefinition<Other>(name: "Other"))
        w.lua.register("other") { call in
            call.push(Other(), as: otherClass)
            return 1
        }
        return w
    }

    @Test func anObjectOfTheClassOrASubclassPasses() throws {
        let w = try Self.world()
        #expect(try w.lua.run("local p = probe('p')\nreturn p:touch(), p:touch()") == [.number(2), .number(3)])
        #expect(try w.lua.run("local s = subprobe('s')\nreturn s:touch(), s.value") == [.number(2), .number(2)])
        // a method taken from one object runs on whichever object it is given
        #expect(try w.lua.run("local a, b = probe('a'), subprobe('b')\nlocal touch = a.touch\ntouch(b)\nreturn a.value, b.value")
                == [.number(1), .number(2)])
    }

    @Test func anythingElseIsLuasArgumentError() throws {
        let w = try Self.world()
        let prelude = "local touch = probe('p').touch\n"
        func message(_ line: String) -> String? { w.lua.failure(prelude + line)?.message }
        #expect(message("touch(other())") == "t.lua:2: bad argument #1 to 'touch' (Probe expected, got Other)")
        #expect(message("touch()") == "t.lua:2: bad argument #1 to 'touch' (Probe expected, got no value)")
        #expect(message("touch(nil)") == "t.lua:2: bad argument #1 to 'touch' (Probe expected, got nil)")
        #expect(message("touch(io.stdout)") == "t.lua:2: bad argument #1 to 'touch' (Probe expected, got FILE*)")
        // values whose length is a box's size (24 bytes): the check's size test alone passes them
        #expect(message("touch(string.rep('x', 24))") == "t.lua:2: bad argument #1 to 'touch' (Probe expected, got string)")
        #expect(message("local t = {}\nfor i = 1, 24 do t[i] = i end\ntouch(t)")
                == "t.lua:4: bad argument #1 to 'touch' (Probe expected, got table)")
        #expect(message("local o = other()\no.touch = touch\no:touch()")
                == "t.lua:4: calling 'touch' on bad self (Probe expected, got Other)")
    }

    @Test func aDestroyedObjectIsNamedAsSuch() throws {
        let w = try Self.world()
        try w.lua.run("touch = probe('p').touch\ndo setmetatable({p = probe('ghost')}, {__gc = function(t) saved = t.p end}) end")
        w.lua.collectGarbage()
        w.lua.collectGarbage()
        #expect(w.lua.failure("touch(saved)")?.message == "t.lua:1: bad argument #1 to 'touch' (Probe expected, got a destroyed Probe)")
    }

    /// The first 256 methods of a state have their number compiled in; later ones read it,
    /// and their class, from an upvalue. Both check `self` alike.
    @Test func methodsPastTheFixedOnesCheckSelfToo() throws {
        class Many {}
        final class MoreMany: Many {}
        let lua = try LuaState()
        var def = LuaClassDefinition<Many>(name: "Many")
        for i in 0..<300 {
            def.method("m\(i)") { call, _ in call.push(Double(i)); return 1 }
        }
        let many = lua.defineClass(def)
        let more = lua.defineClass(LuaClassDefinition<MoreMany>(name: "MoreMany", parent: many))
        lua.register("many") { call in call.push(Many(), as: many); return 1 }
        lua.register("more") { call in call.push(MoreMany(), as: more); return 1 }
        #expect(try lua.run("local o = many()\nreturn o:m0(), o:m255(), o:m256(), o:m299()")
                == [.number(0), .number(255), .number(256), .number(299)])
        #expect(try lua.run("local o = more()\nreturn o:m0(), o:m299()") == [.number(0), .number(299)])
        #expect(lua.failure("local f = many().m299\nf({})")?.message == "t.lua:2: bad argument #1 to 'f' (Many expected, got table)")
        #expect(lua.failure("local f = many().m3\nf(7)")?.message == "t.lua:2: bad argument #1 to 'f' (Many expected, got number)")
    }

    @Test func aSealedStateRefusesMethodsButThePureClasses() throws {
        let w = try Self.world()
        try w.lua.run("p = probe('p')")
        let refused = w.lua.whileSealed("the host is sealed") { w.lua.failure("p:touch()")?.message }
        #expect(refused == "t.lua:1: the host is sealed")
        let allowed = try w.lua.whileSealed("the host is sealed", allowing: w.probeClass) { try w.lua.run("return p:touch()") }
        #expect(allowed == [.number(2)])
        // unsealed again: the method reaches the host
        #expect(try w.lua.run("return p:touch()") == [.number(3)])
    }
}
