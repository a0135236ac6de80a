import Lua
import Testing

/// `LuaCall.get(_:_:)`'s answer without the protected call (`clua_peekfield`, lookup.c): what
/// a table walk may answer itself and what it must leave to Lua — a script's `__index`
/// function is still asked, and each look-up reads the table as it is now (nothing kept from
/// one look-up to the next).
@Suite struct FieldPeekTests {
    func state() throws -> LuaState {
        let lua = try makeState()
        try lua.run("""
        answering = setmetatable({}, {__index = function(_, key)
          if key == "greet" then return function(_, k) return k * 2 end end
        end})
        local Class = {}
        Class.__index = Class
        late = setmetatable({}, Class)
        lateClass = Class
        local plain = setmetatable({}, {__newindex = function() error("read-only") end})
        local top = setmetatable({}, {__index = plain})
        stopped = setmetatable({}, {__index = top})
        falsy = setmetatable({flag = false}, {__index = function(_, key) error("asked " .. key) end})
        loop = setmetatable({}, {})
        getmetatable(loop).__index = loop
        """, chunkName: "@p.lua")
        return lua
    }

    func call(_ lua: LuaState, _ name: String, of global: String, _ k: Double) throws -> (LuaMethodLookup, Double?) {
        var result: Double?
        let found = try lua.callMethod(name, of: { $0.push(lua.global(global)) },
                                       arguments: { c in c.push(k); return 1 },
                                       read: { c in result = try? c.number(-1) }, failed: { $0 })
        return (found, result)
    }

    /// A delegate written as a table whose `__index` function answers its methods.
    @Test func anIndexFunctionIsAskedAndItsAnswerRuns() throws {
        let lua = try state()
        let (found, result) = try call(lua, "greet", of: "answering", 21)
        #expect(found == .ran)
        #expect(result == 42)
        #expect(try call(lua, "other", of: "answering", 1).0 == .missing)
        #expect(lua.stackTop == 0)
    }

    /// A method missing at the first look-up and added after — on the object, then on its
    /// class through `__index` — is found by the next; an `__index` changed from a table to a
    /// function after a look-up is asked.
    @Test func aMethodAddedAfterALookUpIsFound() throws {
        let lua = try state()
        #expect(try call(lua, "scaled", of: "late", 3).0 == .missing)
        try lua.run("lateClass.scaled = function(_, k) return k * 10 end")
        #expect(try call(lua, "scaled", of: "late", 3) == (.ran, 30))
        try lua.run("late.scaled = function(_, k) return k * 100 end")
        #expect(try call(lua, "scaled", of: "late", 3) == (.ran, 300))
        try lua.run("late.scaled = nil; lateClass.scaled = nil")
        #expect(try call(lua, "scaled", of: "late", 3).0 == .missing)
        try lua.run("lateClass.__index = function(_, key) return function(_, k) return -k end end")
        #expect(try call(lua, "scaled", of: "late", 3) == (.ran, -3))
        #expect(lua.stackTop == 0)
    }

    /// A chain whose last metatable has no `__index` answers nil; a `false` held raw is the
    /// answer (its `__index`, which would raise, is not asked); a loop of `__index` tables is
    /// Lua's own error, not a missing method.
    @Test func aChainsEndAFalseValueAndALoopAreAnsweredAsLuaAnswersThem() throws {
        let lua = try state()
        #expect(try call(lua, "anything", of: "stopped", 1).0 == .missing)
        var type: LuaType?
        try lua.withField("flag", of: { $0.push(lua.global("falsy")) }) { c in type = c.type(-1) }
        #expect(type == .boolean)
        #expect(try call(lua, "flag", of: "falsy", 1).0 == .notAFunction("boolean"))
        #expect {
            try lua.withField("x", of: { $0.push(lua.global("loop")) }) { _ in }
        } throws: { ($0 as? LuaError)?.message == "'__index' chain too long; possible loop" }
        #expect(lua.stackTop == 0)
    }
}
