import Lua
import Testing

/// Every operation that may run a metamethod is protected: a raising metamethod becomes a
/// `LuaError` naming its line, the state goes on, and the stack is as it was before the
/// operands were pushed (issue 16).
@Suite struct ProtectedTests {
    /// A state whose global `t` raises from every metamethod, naming the key or the operation.
    func hostile() throws -> LuaState {
        let lua = try makeState()
        try lua.run("""
            t = setmetatable({}, {
              __index = function(_, k) error("no field " .. k) end,
              __newindex = function(_, k) error("read-only " .. k) end,
              __len = function() error("no length") end,
              __tostring = function() error("no text") end,
              __lt = function() error("no order") end,
              __add = function() error("no sum") end,
              __unm = function() error("no negation") end,
              __concat = function() error("no concat") end,
            })
            """, chunkName: "@t.lua")
        return lua
    }

    /// Runs `body` with `t` pushed; checks the operation threw `message` (line `line` of t.lua)
    /// and that the stack went back to `t` alone.
    func expectFailure(_ message: String, line: Int = -1, _ body: (LuaCall) throws(LuaError) -> Void) throws {
        let lua = try hostile()
        try lua.getGlobal("t")                                     // +1 t
        #expect(lua.stackTop == 1)
        do {
            try body(lua.hostCall)
            Issue.record("no error: expected \(message)")
        } catch {
            let expected = line > 0 ? "t.lua:\(line): \(message)" : message
            #expect(error.message == expected)
            #expect(error.kind == .runtime)
        }
        #expect(lua.stackTop == 1, "the stack holds only t")
        // the state goes on
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }

    @Test func indexRaising() throws {
        try expectFailure("no field x", line: 2) { c throws(LuaError) in try c.get(1, "x") }
        try expectFailure("no field y", line: 2) { c throws(LuaError) in c.push("y"); try c.get(1) }
    }

    @Test func newindexRaising() throws {
        try expectFailure("read-only x", line: 3) { c throws(LuaError) in c.push(1); try c.set(1, "x") }
        try expectFailure("read-only y", line: 3) { c throws(LuaError) in c.push("y"); c.push(2); try c.set(1) }
    }

    @Test func lenRaising() throws {
        try expectFailure("no length", line: 4) { c throws(LuaError) in _ = try c.length(1) }
    }

    @Test func tostringRaising() throws {
        try expectFailure("no text", line: 5) { c throws(LuaError) in _ = try c.describe(1) }
    }

    @Test func compareArithAndConcatRaising() throws {
        try expectFailure("no order", line: 6) { c throws(LuaError) in _ = try c.compare(1, 1, .lessThan) }
        try expectFailure("no sum", line: 7) { c throws(LuaError) in c.pushValue(1); c.push(1); try c.arith(.add) }
        try expectFailure("no negation", line: 8) { c throws(LuaError) in c.pushValue(1); try c.arith(.negate) }
        try expectFailure("no concat", line: 9) { c throws(LuaError) in c.push("a"); c.pushValue(1); try c.concat(2) }
    }

    @Test func nextOnAKeyNotInTheTable() throws {
        try expectFailure("invalid key to 'next'") { c throws(LuaError) in c.push("absent"); _ = try c.next(1) }
    }

    /// `next` is the raw traversal: a raising `__pairs` (which only `pairs` calls) does not
    /// run, and `stringKeys` reads the table as it is.
    @Test func nextIgnoresPairs() throws {
        let lua = try makeState()
        try lua.run("p = setmetatable({b = 1, a = 2}, {__pairs = function() error('no pairs') end})", chunkName: "@p.lua")
        try lua.getGlobal("p")                                     // +1
        #expect(try lua.hostCall.stringKeys(1) == ["a", "b"])
        #expect(lua.stackTop == 1)
    }

    /// An error value that is not a string becomes a message all the same (the funnel's
    /// protected `tostring`, or Lua's wording for a value with no `__tostring`).
    @Test func aNonStringErrorValueIsDescribed() throws {
        let lua = try makeState()
        try lua.run("""
            q = setmetatable({}, {__index = function() error({}) end,
              __newindex = function() error(setmetatable({}, {__tostring = function() return 'custom' end})) end})
            """, chunkName: "@q.lua")
        try lua.getGlobal("q")                                     // +1
        let c = lua.hostCall
        // the report names the script line that raised it (the host's message handler)
        do { try c.get(1, "x"); Issue.record("no error") } catch { #expect(error.message == "q.lua:1: (error object is a table value)") }
        c.push(1)
        do { try c.set(1, "x"); Issue.record("no error") } catch { #expect(error.message == "q.lua:2: custom") }
        #expect(lua.stackTop == 1)
    }

    @Test func theOperationsWorkWhenNothingRaises() throws {
        let lua = try makeState()
        try lua.run("""
            u = setmetatable({a = 1}, {__index = function(_, k) return k .. "!" end, __len = function() return 7 end,
                                       __tostring = function() return "U" end})
            """, chunkName: "@u.lua")
        let c = lua.hostCall
        try lua.getGlobal("u")                                     // +1
        #expect(try c.get(1, "a") == .number && lua.value(at: -1) == .integer(1)); c.pop()
        #expect(try c.get(1, "b") == .string && lua.value(at: -1) == .string("b!")); c.pop()
        c.push(2); try c.set(1, "c")
        c.push("c"); #expect(try c.get(1) == .number); c.pop()
        #expect(try c.length(1) == 7)
        #expect(try c.describe(1) == "U")
        #expect(try c.stringKeys(1) == ["a", "c"])
        c.push(2); c.push(3)
        #expect(try c.compare(-2, -1, .lessThan))
        #expect(try !c.compare(-2, -1, .equal))
        try c.arith(.power)
        #expect(lua.value(at: -1) == .number(8)); c.pop()
        c.push("x"); c.push(1); c.push(2.5)
        try c.concat(3)
        #expect(lua.value(at: -1) == .string("x12.5")); c.pop()
        #expect(lua.stackTop == 1)
        c.pop()
        // globals, with a strict _G
        try lua.run("setmetatable(_G, {__newindex = function(_, k) error('undeclared ' .. k, 2) end,"
                     + " __index = function(_, k) error('unknown ' .. k, 2) end})", chunkName: "@g.lua")
        lua.push(1.0)
        do {
            try lua.setGlobal("global")
            Issue.record("setGlobal went through a raising __newindex")
        } catch {
            // level 2 names the caller of __newindex: the host, which has no line; the
            // report then names the nearest script line, the metamethod's
            #expect(error.message == "g.lua:1: undeclared global")
        }
        #expect(lua.stackTop == 0, "a failed setGlobal still pops its value")
        #expect(throws: LuaError.self) { () throws(LuaError) in try lua.getGlobal("missing") }
        #expect(lua.stackTop == 0, "a failed getGlobal pushes nothing")
        #expect(try lua.getGlobal("u") == .table)
        c.pop()
    }

    @Test func aStrictGlobalTableNamesTheScriptLine() throws {
        let lua = try makeState()
        try lua.run("window = nil\nsetmetatable(_G, {__newindex = function(_, k) error(k) end})", chunkName: "@s.lua")
        lua.push(1.0)
        do {
            try lua.setGlobal("window")
            Issue.record("setGlobal went through a raising __newindex")
        } catch {
            #expect(error.message == "s.lua:2: window")
            #expect(error.traceback.contains("s.lua:2: in function <s.lua:2>"), "\(error.traceback)")
        }
        #expect(lua.stackTop == 0)
    }

    @Test func aFailedArgumentCheckLeavesTheStackAsItFoundIt() throws {
        let lua = try makeState()
        lua.register("probe") { c in
            let before = c.top
            _ = try? c.string(1)
            _ = try? c.number(1)
            _ = try? c.integer(1)
            _ = try? c.boolean(1)
            _ = try? c.function(1)
            _ = try? c.checkTable(2)
            _ = try? c.name(1)
            _ = try? c.finite(2)
            _ = try? c.stringArray(1, what: "names")
            c.push(Int(c.top - before))
            return 1
        }
        #expect(try lua.run("return probe({}, 'x')") == [.integer(0)])
        // and the error a check words still reaches Lua when it is thrown
        lua.register("strict") { c in _ = try c.string(1); return 0 }
        #expect(lua.failure("strict(1)")?.message == "t.lua:1: bad argument #1 to 'strict' (string expected, got number)")
        // at the host's top level too
        lua.push(1.0)
        _ = try? lua.hostCall.string(-1)
        #expect(lua.stackTop == 1)
    }
}
