import Lua
import Testing

/// Classes declared first and defined later (LuaState.declareClass / defineClass(_:as:)):
/// a method of the first class defined may push an object of a class defined after it.
@Suite struct DeclaredClassTests {
    @Test func aMethodPushesAClassDefinedAfterIt() throws {
        let lua = try makeState()
        let tally = Probe.Tally()
        let parent = lua.declareClass("Parent")
        let child = lua.declareClass("Child")
        #expect(parent.id + 1 == child.id)                        // ids in declaration order
        var p = LuaClassDefinition<Probe>(name: "Parent")
        p.method("child") { call, probe in
            call.push(SubProbe(probe.name + ".child", tally: tally), as: child)
            return 1
        }
        lua.defineClass(p, as: parent)
        var c = LuaClassDefinition<SubProbe>(name: "Child", parent: parent)
        c.property("name", get: { call, o in call.push(o.name) })
        lua.defineClass(c, as: child)
        lua.register("probe") { call in
            call.push(Probe(try call.name(1), tally: tally), as: parent)
            return 1
        }
        // the child inherits the parent's method, and its own property reads
        #expect(try lua.run("local k = probe('a'):child(); return k.name, k:child().name, tostring(k):sub(1, 5)") ==
                [.string("a.child"), .string("a.child.child"), .string("Child")])
        #expect(lua.failure("local k = probe('a'):child()\nk.name = 1")?.message ==
                "t.lua:2: cannot assign to 'name' of Child (it is read-only)")
        #expect(lua.boundClasses.map(\.name) == ["Parent", "Child"])
        #expect(lua.boundClasses.map(\.parent) == [nil, "Parent"])
        #expect(lua.boundClasses.map(\.methods) == [["child"], []])
    }
}
