import Lua
import Testing

/// `LuaState.callMethod` and `withField`: a protocol object's method looked up through its
/// metatable and called colon-style on the stack, as the engine asks a scripted delegate.
@Suite struct MethodLookupTests {
    struct Named: Error { let message: String }

    func state() throws -> (LuaState, LuaRef) {
        let lua = try makeState()
        try lua.run("""
        local class = {}
        function class:scaled(k) return self.n * k end
        function class:fails() error("no " .. self.n) end
        object = setmetatable({n = 3, label = "three"}, {__index = class})
        raising = setmetatable({}, {__index = function(_, key) error("cannot read " .. key) end})
        shadowed = setmetatable({own = function(self, k) return k + 1 end},
                                {__index = function(_, key) error("cannot read " .. key) end})
        bare = setmetatable({}, {__newindex = function() error("read-only") end})
        local base = setmetatable({deep = function(self) return self.n * 100 end},
                                  {__index = function(_, key) error("no field " .. key) end})
        local middle = setmetatable({}, {__index = base})
        chained = setmetatable({n = 2}, {__index = middle})
        """, chunkName: "@m.lua")
        return (lua, lua.global("object"))
    }

    @Test func aMethodInheritedThroughTheMetatableRunsWithSelfAndItsArguments() throws {
        let (lua, object) = try state()
        var result: Double?
        let found = try lua.callMethod("scaled", of: { $0.push(object) }, arguments: { c in c.push(Double(7)); return 1 },
                                       read: { c in result = try? c.number(-1) }, failed: { $0 })
        #expect(found == .ran)
        #expect(result == 21)
        #expect(lua.stackTop == 0)
    }

    @Test func nothingRunsForAMissingNameOrAValueThatIsNotAFunction() throws {
        let (lua, object) = try state()
        var reads = 0
        let missing = try lua.callMethod("absent", of: { $0.push(object) }, arguments: { _ in 0 },
                                         read: { _ in reads += 1 }, failed: { $0 })
        let label = try lua.callMethod("label", of: { $0.push(object) }, arguments: { _ in 0 },
                                       read: { _ in reads += 1 }, failed: { $0 })
        #expect(missing == .missing)
        #expect(label == .notAFunction("string"))
        #expect(reads == 0)
        #expect(lua.stackTop == 0)
    }

    @Test func theMethodsErrorGoesThroughFailedAndTheLookUpsAsItIs() throws {
        let (lua, object) = try state()
        #expect {
            _ = try lua.callMethod("fails", of: { $0.push(object) }, arguments: { _ in 0 }, read: { _ in },
                                   failed: { Named(message: $0.message) })
        } throws: { ($0 as? Named)?.message == "m.lua:3: no 3" }
        let raising = lua.global("raising")
        #expect {
            _ = try lua.callMethod("anything", of: { $0.push(raising) }, arguments: { _ in 0 }, read: { _ in },
                                   failed: { Named(message: $0.message) })
        } throws: { ($0 as? LuaError)?.message == "m.lua:5: cannot read anything" }
        #expect(lua.stackTop == 0)
    }

    /// The look-up reads a table's own fields raw, without the protected call: a field the
    /// table holds is found without asking `__index` (which here would raise), and a name absent
    /// from a table whose metatable has no `__index` is missing.
    @Test func aTablesOwnFieldIsFoundWithoutItsIndexMetamethod() throws {
        let (lua, _) = try state()
        var result: Double?
        let found = try lua.callMethod("own", of: { $0.push(lua.global("shadowed")) },
                                       arguments: { c in c.push(Double(4)); return 1 },
                                       read: { c in result = try? c.number(-1) }, failed: { $0 })
        #expect(found == .ran)
        #expect(result == 5)
        let missing = try lua.callMethod("absent", of: { $0.push(lua.global("bare")) }, arguments: { _ in 0 },
                                         read: { _ in }, failed: { $0 })
        #expect(missing == .missing)
        #expect {
            _ = try lua.callMethod("other", of: { $0.push(lua.global("shadowed")) }, arguments: { _ in 0 },
                                   read: { _ in }, failed: { $0 })
        } throws: { ($0 as? LuaError)?.message == "m.lua:7: cannot read other" }
        #expect(lua.stackTop == 0)
    }

    /// A chain of `__index` tables is walked as Lua walks it, and a function at its end still
    /// runs (here raising, with its line).
    @Test func aChainOfIndexTablesEndsInItsFunction() throws {
        let (lua, _) = try state()
        let chained = lua.global("chained")
        var result: Double?
        let found = try lua.callMethod("deep", of: { $0.push(chained) }, arguments: { _ in 0 },
                                       read: { c in result = try? c.number(-1) }, failed: { $0 })
        #expect(found == .ran)
        #expect(result == 200)
        #expect {
            try lua.withField("shallow", of: { $0.push(chained) }) { _ in }
        } throws: { ($0 as? LuaError)?.message == "m.lua:10: no field shallow" }
        #expect(lua.stackTop == 0)
    }

    @Test func withFieldReadsThroughTheMetatable() throws {
        let (lua, object) = try state()
        var type: LuaType?
        try lua.withField("scaled", of: { $0.push(object) }) { c in type = c.type(-1) }
        #expect(type == .function)
        #expect(throws: LuaError.self) { try lua.withField("x", of: { $0.push(lua.global("raising")) }) { _ in } }
        #expect(lua.stackTop == 0)
    }
}
