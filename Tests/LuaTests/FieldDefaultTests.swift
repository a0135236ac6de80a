import Lua
import Testing

/// The two names a field may take over (LuaClassDefinition): a function field that does
/// nothing while unset (`doingNothingByDefault`, a controller's `willMove`), and a method a
/// field of its name shadows (`shadowableMethod`, a controller's `transition`) — each in its
/// class and in a subclass, and the host's own look-up (`LuaCall.get`'s raw read) seeing
/// only what the script set.
@Suite struct FieldDefaultTests {
    static func world() throws -> LuaState {
        let lua = try LuaState()
        var def = LuaClassDefinition<Probe>(name: "Probe")
        def.functionField("onMove", doingNothingByDefault: true)
        def.shadowableMethod("swap") { call, o in
            o.value += 1
            call.push(o.value)
            return 1
        }
        let probe = lua.defineClass(def)
        let sub = lua.defineClass(LuaClassDefinition<SubProbe>(name: "SubProbe", parent: probe))
        let tally = Probe.Tally()
        lua.register("probe") { call in
            call.push(Probe("p", tally: tally), as: probe)
            return 1
        }
        lua.register("subprobe") { call in
            call.push(SubProbe("s", tally: tally), as: sub)
            return 1
        }
        return lua
    }

    @Test(arguments: ["probe", "subprobe"])
    func anUnsetFieldAnswersItsDefault(maker: String) throws {
        let lua = try Self.world()
        try lua.run("""
            local o, f = \(maker)(), function(self, x) return x end
            assert(type(o.onMove) == "function" and o:onMove(1) == nil, "the default does nothing")
            o.onMove = f; assert(o.onMove == f and o:onMove(3) == 3, "the script's own")
            o.onMove = nil; assert(o.onMove ~= f and o:onMove(4) == nil, "the default again")
            assert(o:swap() == 2, "the method while unset")
            o.swap = {duration = 0.5}; assert(o.swap.duration == 0.5, "any value shadows it")
            local other = \(maker)(); assert(other:swap() == 2, "for that object only")
            o.swap = nil; assert(o:swap() == 3, "the method again")
            """, chunkName: "@ok.lua")
        #expect(lua.failure("local o = \(maker)()\no.onMove = 5")?.message
                == "t.lua:2: bad value for 'onMove' of \(maker == "probe" ? "Probe" : "SubProbe") (function expected, got number)")
    }
}
