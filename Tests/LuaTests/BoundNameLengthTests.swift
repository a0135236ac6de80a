import Lua
import Testing

/// A class's names resolve by the address of their interned string, and Lua 5.4 interns
/// strings of at most 40 bytes (LUAI_MAXSHORTLEN): a longer name would never be found, so
/// `defineClass` stops the host at it — of every kind, a function field included, checked as
/// the class is defined, though its names are interned when it is made (LuaState+Classes.swift,
/// at its first object). 40 bytes are found.
@Suite struct BoundNameLengthTests {
    static let longest = String(repeating: "n", count: 40)

    @Test func aNameOfFortyBytesIsFound() throws {
        let lua = try LuaState()
        var def = LuaClassDefinition<Probe>(name: "Probe")
        def.method("m" + Self.longest.dropFirst()) { call, _ in
            call.push("method")
            return 1
        }
        def.property("p" + Self.longest.dropFirst(), get: { call, _ in call.push("property") })
        def.numberProperty("x" + Self.longest.dropFirst(), get: { $0.value * 3 })
        def.functionField("f" + Self.longest.dropFirst())
        let probe = lua.defineClass(def)
        let tally = Probe.Tally()
        lua.register("probe") { call in
            call.push(Probe("a", tally: tally), as: probe)
            return 1
        }
        let n = Self.longest.dropFirst()
        try lua.run("""
            local o, f = probe(), function() end
            assert(o:m\(n)() == "method" and o.p\(n) == "property" and o.x\(n) == 3)
            o.f\(n) = f; assert(o.f\(n) == f)
            """, chunkName: "@ok.lua")
        #expect(lua.failure("local o = probe()\no.f\(n) = 1")?.message
                == "t.lua:2: bad value for 'f\(n)' of Probe (function expected, got number)")
    }

    @Test(arguments: ["method", "property", "number", "function field"])
    func aNameOfFortyOneBytesStopsTheHost(kind: String) async {
        await #expect(processExitsWith: .failure) { [kind] in
            let lua = try LuaState()
            var def = LuaClassDefinition<Probe>(name: "Probe")
            let name = String(repeating: "n", count: 41)
            switch kind {
            case "method": def.method(name) { _, _ in 0 }
            case "property": def.property(name, get: { call, _ in call.pushNil() })
            case "number": def.numberProperty(name, get: { $0.value })
            default: def.functionField(name)
            }
            _ = lua.defineClass(def)
        }
    }
}
