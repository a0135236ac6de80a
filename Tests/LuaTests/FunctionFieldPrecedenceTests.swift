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

/// Every kind of bound name against a function field, in the class that lists the field and
/// across a parent and its subclass, which redefines what it inherits: the bound name wins
/// wherever the two meet, and each class keeps its own answer (the parent's field stays a
/// field where the subclass binds its name).
@Suite struct FunctionFieldShadowingTests {
    static func world() throws -> LuaState {
        let lua = try LuaState()
        var base = LuaClassDefinition<Probe>(name: "Base")
        base.method("touch") { call, o in
            o.value += 1
            call.push(o.value)
            return 1
        }
        base.property("value", get: { call, o in call.push(o.value) }, set: { call, o in o.value = try call.finite(3) })
        base.numberProperty("alpha", get: { $0.value * 10 }, set: { o, d in o.value = d / 10 })
        for name in ["touch", "value", "alpha", "onTap", "onDrag"] { base.functionField(name) }
        let parent = lua.defineClass(base)
        var derived = LuaClassDefinition<SubProbe>(name: "Derived", parent: parent)
        derived.method("touch") { call, o in              // redefined: the parent's is not called
            call.push(-o.value)
            return 1
        }
        derived.method("onTap") { call, _ in               // a field of the parent, a method here
            call.push("tapped")
            return 1
        }
        derived.numberProperty("value", get: { $0.value + 1000 })   // a property made a read-only number
        for name in ["alpha", "touch", "onDrag", "onSwipe"] { derived.functionField(name) }
        let child = lua.defineClass(derived)
        let tally = Probe.Tally()
        lua.register("base") { call in
            call.push(Probe("b", tally: tally), as: parent)
            return 1
        }
        lua.register("derived") { call in
            call.push(SubProbe("d", tally: tally), as: child)
            return 1
        }
        return lua
    }

    @Test func theParentsBoundNamesWinAndItsOtherFieldsStayFields() throws {
        let lua = try Self.world()
        try lua.run("""
            local o, f = base(), function() end
            assert(o:touch() == 2, "the method")
            o.value = 7; assert(o.value == 7, "the property")
            assert(o.alpha == 70, "the number"); o.alpha = 30; assert(o.value == 3, "the number's setter")
            o.onTap = f; assert(o.onTap == f, "a field")
            o.onDrag = f; assert(o.onDrag == f, "a field")
            """, chunkName: "@base.lua")
        #expect(lua.failure("local o = base()\no.touch = function() end")?.message
                == "t.lua:2: cannot assign to 'touch' of Base (it is read-only)")
        #expect(lua.failure("local o = base()\no.alpha = function() end")?.message
                == "t.lua:2: bad value for 'alpha' of Base (number expected, got function)")
        #expect(lua.failure("local o = base()\no.onTap = 5")?.message
                == "t.lua:2: bad value for 'onTap' of Base (function expected, got number)")
    }

    @Test func aSubclassBindingAnInheritedNameWinsOverItsOwnAndItsParentsFields() throws {
        let lua = try Self.world()
        try lua.run("""
            local o, f = derived(), function() end
            assert(o:touch() == -1, "the redefined method")
            assert(o:onTap() == "tapped", "the parent's field, a method here")
            assert(o.value == 1001, "the property redefined as a number")
            assert(o.alpha == 10, "the inherited number")
            o.alpha = 50; assert(o.alpha == 50 and o:touch() == -5, "the inherited number's setter")
            o.onDrag = f; assert(o.onDrag == f, "an inherited field")
            o.onSwipe = f; assert(o.onSwipe == f, "its own field")
            """, chunkName: "@derived.lua")
        #expect(lua.failure("local o = derived()\no.onTap = function() end")?.message
                == "t.lua:2: cannot assign to 'onTap' of Derived (it is read-only)")
        #expect(lua.failure("local o = derived()\no.touch = function() end")?.message
                == "t.lua:2: cannot assign to 'touch' of Derived (it is read-only)")
        #expect(lua.failure("local o = derived()\no.value = function() end")?.message
                == "t.lua:2: cannot assign to 'value' of Derived (it is read-only)")
        #expect(lua.failure("local o = derived()\no.alpha = function() end")?.message
                == "t.lua:2: bad value for 'alpha' of Derived (number expected, got function)")
        #expect(lua.failure("local o = derived()\no.onDrag = 5")?.message
                == "t.lua:2: bad value for 'onDrag' of Derived (function expected, got number)")
        #expect(lua.failure("local o = derived()\no.onSwipe = 5")?.message
                == "t.lua:2: bad value for 'onSwipe' of Derived (function expected, got number)")
    }
}
