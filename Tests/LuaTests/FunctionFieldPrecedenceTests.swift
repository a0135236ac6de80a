import Lua
import Testing

/// A name a class binds (a method, a property, a number property) and also lists as a function
/// field: the bound name wins, in the class and in its subclasses, because the key map holds
/// one entry a name and a field of that name would never be read (LuaState+Classes.swift).
@Suite struct FunctionFieldPrecedenceTests {
    static func world() throws -> (LuaState, LuaClass) {
        let lua = try LuaState()
        var def = LuaClassDefinition<Probe>(name: "Probe")
        def.method("touch") { call, probe in
            probe.value += 1
            call.push(probe.value)
            return 1
        }
        def.property("value", get: { call, o in call.push(o.value) }, set: { call, o in o.value = try call.finite(3) })
        def.functionField("touch")
        def.functionField("value")
        def.functionField("onTap")
        let probe = lua.defineClass(def)
        let sub = lua.defineClass(LuaClassDefinition<SubProbe>(name: "SubProbe", parent: probe))
        let tally = Probe.Tally()
        lua.register("probe") { call in
            call.push(Probe(try call.name(1), tally: tally), as: probe)
            return 1
        }
        lua.register("subprobe") { call in
            call.push(SubProbe(try call.name(1), tally: tally), as: sub)
            return 1
        }
        return (lua, probe)
    }

    @Test(arguments: ["probe", "subprobe"])
    func aBoundNameWinsOverAFunctionFieldOfTheSameName(maker: String) throws {
        let (lua, _) = try Self.world()
        // the method is called, the property read and written as numbers
        try lua.run("""
            local o = \(maker)("a")
            assert(o:touch() == 2 and o:touch() == 3, "the method")
            o.value = 7
            assert(o.value == 7, "the property")
            """, chunkName: "@ok.lua")
        // a function stored under the property's name is the property's bad value, not a field
        let message = lua.failure("local o = \(maker)(\"b\")\no.value = function() end")?.message
        #expect(message?.hasPrefix("t.lua:2: bad argument #3 to 'value'") == true || message?.hasPrefix("t.lua:2: bad value for 'value'") == true,
                "\(message ?? "no error")")
        #expect(message?.contains("number expected, got function") == true, "\(message ?? "no error")")
        // the field that no bound name shadows is still checked and stored
        #expect(lua.failure("local o = \(maker)(\"c\")\no.onTap = 5")?.message
                == "t.lua:2: bad value for 'onTap' of \(maker == "probe" ? "Probe" : "SubProbe") (function expected, got number)")
        try lua.run("local o = \(maker)(\"d\"); local f = function() end; o.onTap = f; assert(o.onTap == f)", chunkName: "@ok2.lua")
    }
}
