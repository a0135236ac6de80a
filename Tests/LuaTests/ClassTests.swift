import Lua
import Testing

@Suite struct ClassTests {
    /// Binds Probe (value: number, name: read-only, touch(): method) and SubProbe, and a
    /// global `probe(name)` constructor and `same(a)` that pushes the same object back.
    final class World {
        let lua: LuaState
        let probeClass: LuaClass
        let subClass: LuaClass
        let tally = Probe.Tally()
        var kept: [Probe] = []

        init(limits: LuaLimits = .none) throws {
            lua = try LuaState(limits: limits)
            var def = LuaClassDefinition<Probe>(name: "Probe")
            def.property("value", get: { call, o in call.push(o.value) },
                         set: { call, o in o.value = try call.finite(3) })
            def.property("name", get: { call, o in call.push(o.name) })
            def.numberProperty("level", get: { $0.value * 10 }, set: { o, d in
                struct TooHigh: Error, CustomStringConvertible { var description: String { "level must be at most 100" } }
                if d > 100 { throw TooHigh() }
                o.value = d / 10
            })
            def.numberProperty("double", get: { $0.value * 2 })
            def.method("touch") { call, probe in
                probe.value += 1
                call.push(probe.value)
                return 1
            }
            def.description { "Probe \"\($0.name)\"" }
            probeClass = lua.defineClass(def)
            subClass = lua.defineClass(LuaClassDefinition<SubProbe>(name: "SubProbe", parent: probeClass))
            let tally = self.tally
            let probeClass = self.probeClass, subClass = self.subClass
            lua.register("probe") { call in
                try call.admitObject()
                let probe = Probe(try call.name(1), tally: tally)
                call.push(probe, as: probeClass)
                return 1
            }
            lua.register("subprobe") { call in
                call.push(SubProbe(try call.name(1), tally: tally), as: subClass)
                return 1
            }
            lua.register("valueOf") { call in
                call.push((try call.object(1, probeClass) as! Probe).value)
                return 1
            }
            lua.register("keep") { [unowned self] call in
                self.kept.append(try call.object(1, probeClass) as! Probe)
                return 0
            }
            lua.register("kept") { [unowned self] call in
                call.push(self.kept[try call.integer(1) - 1], as: probeClass)
                return 1
            }
        }
    }

    @Test func propertiesReadAndWriteWithTypeChecks() throws {
        let w = try World()
        #expect(try w.lua.run("local p = probe('a'); p.value = 4.5; return p.value, p.name, p:touch()") ==
                [.number(4.5), .string("a"), .number(5.5)])
        #expect(w.lua.failure("local p = probe('a')\np.value = 'big'")?.message ==
                "t.lua:2: bad value for 'value' of Probe (number expected, got string)")
        #expect(w.lua.failure("local p = probe('a')\np.value = 0/0")?.message.hasPrefix(
                "t.lua:2: bad value for 'value' of Probe (finite number expected, got") == true)
        #expect(w.lua.failure("local p = probe('a')\np.name = 'b'")?.message == "t.lua:2: cannot assign to 'name' of Probe (it is read-only)")
        #expect(w.lua.failure("local p = probe('a')\np.touch = 1")?.message == "t.lua:2: cannot assign to 'touch' of Probe (it is read-only)")
    }

    @Test func numberPropertiesCheckTheirValueInC() throws {
        let w = try World()
        #expect(try w.lua.run("local p = probe('a'); p.level = 50; return p.level, p.value, p.double") ==
                [.number(50), .number(5), .number(10)])
        #expect(w.lua.failure("local p = probe('a')\np.level = 'x'")?.message ==
                "t.lua:2: bad value for 'level' of Probe (number expected, got string)")
        #expect(w.lua.failure("local p = probe('a')\np.level = nil")?.message ==
                "t.lua:2: bad value for 'level' of Probe (number expected, got nil)")
        #expect(w.lua.failure("local p = probe('a')\np.level = 0/0")?.message ==
                "t.lua:2: bad value for 'level' of Probe (finite number expected, got nan)")
        #expect(w.lua.failure("local p = probe('a')\np.level = -math.huge")?.message ==
                "t.lua:2: bad value for 'level' of Probe (finite number expected, got -inf)")
        #expect(w.lua.failure("local p = probe('a')\np.level = 101")?.message == "t.lua:2: level must be at most 100")
        #expect(w.lua.failure("local p = probe('a')\np.double = 1")?.message == "t.lua:2: cannot assign to 'double' of Probe (it is read-only)")
        // integers arrive as doubles; the value survived the failed assignments
        #expect(try w.lua.run("local p = probe('a'); p.level = 20; p.level = 'x' ~= nil and p.level or 0; return p.level") == [.number(20)])
        // a string that reads as a number is still a string (the C fast path checks the type)
        #expect(w.lua.failure("local p = probe('a')\np.level = '5'")?.message ==
                "t.lua:2: bad value for 'level' of Probe (number expected, got string)")
        #expect(w.lua.failure("local p = probe('a')\np.value = '5'")?.message ==
                "t.lua:2: bad value for 'value' of Probe (number expected, got string)")
    }

    @Test func keysThatAreNotStringsAreLuaSideFields() throws {
        // Keys resolve by their object's address (lua_topointer): a number, boolean, table or
        // function key is never a bound name, and a number key stays a number (no conversion
        // to the string "1" in place).
        let w = try World()
        #expect(try w.lua.run("""
            local p, t, f = probe('a'), {}, function() end
            p[1] = 'one'; p[1.5] = 'half'; p[true] = 'yes'; p[t] = 'table'; p[f] = 'function'; p[p] = 'self'
            return p[1], p['1'], p[1.5], p[true], p[t], p[f], p[p], p.level
            """) == [.string("one"), .nil, .string("half"), .string("yes"), .string("table"), .string("function"),
                     .string("self"), .number(10)])
        // a long string (not interned) with a bound name's prefix is a field too
        #expect(try w.lua.run("local p = probe('a'); local k = 'level' .. string.rep('x', 50); p[k] = 3.5; return p[k], p.level") ==
                [.number(3.5), .number(10)])
    }

    @Test func theSameObjectIsTheSameUserdata() throws {
        let w = try World()
        try w.lua.run("local p = probe('a'); keep(p); p.note = 'kept'")
        #expect(try w.lua.run("return kept(1) == kept(1), rawequal(kept(1), kept(1)), kept(1).note") ==
                [.boolean(true), .boolean(true), .string("kept")])
    }

    @Test func luaSideFieldsBelongToOneObject() throws {
        let w = try World()
        #expect(try w.lua.run("local a, b = probe('a'), probe('b'); a.photo = 1; return a.photo, b.photo, a.missing") ==
                [.integer(1), .nil, .nil])
    }

    @Test func metatableIsHiddenAndGcCannotBeCalled() throws {
        let w = try World()
        #expect(try w.lua.run("return getmetatable(probe('a'))") == [.boolean(false)])
        let error = try #require(w.lua.failure("local p = probe('a')\ngetmetatable(p).__gc(p)"))
        #expect(error.message == "t.lua:2: attempt to index a boolean value")
        #expect(w.lua.failure("local p = probe('a')\nsetmetatable(p, {})")?.message == "t.lua:2: bad argument #1 to 'setmetatable' (table expected, got Probe)")
    }

    @Test func gcReleasesTheSwiftObjectOnce() throws {
        let w = try World()
        try w.lua.run("held = {} for i = 1, 100 do held[i] = probe('tmp' .. i) end")
        #expect(w.lua.hostObjectCount == 100)
        w.lua.collectGarbage()
        #expect(w.tally.deinits == 0)
        try w.lua.run("held = nil")
        w.lua.collectGarbage()
        #expect(w.tally.deinits == 100)
        #expect(w.lua.hostObjectCount == 0)
        // an object Swift still holds survives Lua's collection, and comes back with a new box
        try w.lua.run("keep(probe('held'))")
        w.lua.collectGarbage()
        #expect(w.tally.deinits == 100)
        #expect(try w.lua.run("return kept(1).name") == [.string("held")])
    }

    @Test func argumentChecksKnowTheClassTree() throws {
        let w = try World()
        #expect(try w.lua.run("return valueOf(subprobe('s'))") == [.number(1)])
        #expect(w.lua.failure("valueOf({})")?.message == "t.lua:1: bad argument #1 to 'valueOf' (Probe expected, got table)")
        #expect(w.lua.failure("valueOf(io.stdout)")?.message == "t.lua:1: bad argument #1 to 'valueOf' (Probe expected, got FILE*)")
        #expect(w.lua.failure("local p = probe('a')\np.touch({})")?.message == "t.lua:2: bad argument #1 to 'touch' (Probe expected, got table)")
        #expect(w.lua.failure("local p = probe('a')\nlocal t = {touch = p.touch}\nt:touch()")?.message == "t.lua:3: calling 'touch' on bad self (Probe expected, got table)")
    }

    @Test func aResurrectedObjectIsACleanErrorNotACrash() throws {
        // The table's finalizer (set last, so run first) saves the probe; the probe's own
        // __gc then releases the Swift object. Using it afterwards must be a Lua error.
        let w = try World()
        try w.lua.run("do setmetatable({p = probe('ghost')}, {__gc = function(t) saved = t.p end}) end")
        w.lua.collectGarbage()
        w.lua.collectGarbage()
        #expect(w.tally.deinits == 1)
        #expect(w.lua.failure("local v = saved.value")?.message == "t.lua:1: attempt to use a destroyed Probe")
        #expect(w.lua.failure("saved.value = 1")?.message == "t.lua:1: attempt to use a destroyed Probe")
        #expect(w.lua.failure("saved.level = 1")?.message == "t.lua:1: attempt to use a destroyed Probe")
        #expect(w.lua.failure("saved.double = 1")?.message == "t.lua:1: attempt to use a destroyed Probe")
        #expect(w.lua.failure("saved.level = 'x'")?.message == "t.lua:1: attempt to use a destroyed Probe")
        #expect(w.lua.failure("local v = saved.level")?.message == "t.lua:1: attempt to use a destroyed Probe")
        #expect(w.lua.failure("saved:touch()")?.message == "t.lua:1: attempt to use a destroyed Probe")
        #expect(w.lua.failure("valueOf(saved)")?.message == "t.lua:1: bad argument #1 to 'valueOf' (Probe expected, got a destroyed Probe)")
        #expect(try w.lua.run("return tostring(saved)") == [.string("Probe (destroyed)")])
    }

    @Test func tostringUsesTheDescription() throws {
        let w = try World()
        #expect(try w.lua.run("return tostring(probe('x'))") == [.string("Probe \"x\"")])
    }

    @Test func stateCloseReleasesEverything() throws {
        let tally: Probe.Tally
        do {
            let w = try World()
            tally = w.tally
            try w.lua.run("_G.a = probe('a'); _G.b = probe('b')")
            #expect(tally.deinits == 0)
        }
        #expect(tally.deinits == 2)
    }
}
