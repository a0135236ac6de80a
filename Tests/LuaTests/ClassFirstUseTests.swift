import Lua
import Testing

/// A class's Lua side (metatable, key maps, method closures) is made at its first object's
/// push, not when it is defined (LuaState.makeClass): these are the pushes that first use can
/// fall inside, each of which must find the class as if it had been made at definition.
@Suite struct ClassFirstUseTests {
    /// Parent (property `name`, method `twice`) and Child (inherits both, adds `size`), and
    /// `probe(name)` / `child(name)` making an object of each.
    private func world() throws -> LuaState {
        let lua = try makeState()
        let tally = Probe.Tally()
        var p = LuaClassDefinition<Probe>(name: "Parent")
        p.property("name", get: { call, o in call.push(o.name) })
        p.method("twice") { call, o in call.push(o.name + o.name); return 1 }
        let parent = lua.defineClass(p)
        var c = LuaClassDefinition<SubProbe>(name: "Child", parent: parent)
        c.numberProperty("size", get: { Double($0.name.count) })
        let child = lua.defineClass(c)
        lua.register("probe") { call in call.push(Probe(try call.name(1), tally: tally), as: parent); return 1 }
        lua.register("child") { call in call.push(SubProbe(try call.name(1), tally: tally), as: child); return 1 }
        return lua
    }

    /// A finalizer run by one of the build's allocations, pushing an object of the class being
    /// made, found it half made (its builder taken, no metatable yet: a precondition trap). The
    /// collector here, restarted just before the first push with a pause of 1 %, finishes a
    /// cycle within a few allocations and finalizes the tables dropped while it was stopped:
    /// without the collector held through the build, some finalizers run inside it.
    @Test func aFinalizerDuringTheFirstBuildFindsTheClassWhole() throws {
        let lua = try world()
        let seen = try lua.run("""
            collectgarbage("stop")
            collectgarbage("incremental", 1, 1000)
            local names, armed = {}, false
            for i = 1, 200 do
              setmetatable({}, {__gc = function() if armed then names[#names + 1] = probe("f").name end end})
            end
            armed = true
            collectgarbage("restart")
            local first = probe("first")
            local again = child("c")
            collectgarbage()
            return first.name, first:twice(), again.size, #names, names[1]
            """)
        #expect(seen == [.string("first"), .string("firstfirst"), .number(1), .integer(200), .string("f")])
    }

    /// A first push from a coroutine makes the class on that thread; a child's first object
    /// makes its parent first. Both then read, call and refuse as when made at definition, and
    /// the reference lists both classes as defined.
    @Test func aClassFirstMadeInACoroutineReadsAsDefined() throws {
        let lua = try world()
        #expect(try lua.run("""
            local co = coroutine.wrap(function() local k = child("kid"); coroutine.yield(k); return probe("p") end)
            local k = co()
            local p = co()
            local ok, e = pcall(function() k.size = 2 end)
            return k.name, k:twice(), k.size, p.name, p:twice(), e:match(": (cannot .*)"), tostring(k):sub(1, 5)
            """) == [.string("kid"), .string("kidkid"), .number(3), .string("p"), .string("pp"),
                     .string("cannot assign to 'size' of Child (it is read-only)"), .string("Child")])
        #expect(lua.boundClasses.map(\.name) == ["Parent", "Child"])
        #expect(lua.boundClasses.map(\.properties) == [["name"], ["size"]])
        #expect(lua.boundClasses.map(\.methods) == [["twice"], []])
    }

    /// The reference's list, asked before any object exists, makes every class: their names
    /// are there, and objects pushed afterwards use what was made then.
    @Test func theReferenceListsClassesNoObjectMade() throws {
        let lua = try world()
        #expect(lua.boundClasses.map(\.parent) == [nil, "Parent"])
        #expect(try lua.run("local k = child('ab') return k.size, k:twice()") == [.number(2), .string("abab")])
    }
}
