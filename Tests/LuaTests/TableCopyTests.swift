import Lua
import Testing

/// `tableCopyFunction()` (copytable.c): the copy the luassert prelude takes of the globals at a
/// spec file's start, in place of `for k, v in next, t do c[k] = v end`. Every pair, set raw
/// into a new table without a metatable, whatever the original's metatable says.
@Suite struct TableCopyTests {
    static func stateWithCopy() throws -> LuaState {
        let lua = try makeState()
        lua.push(lua.tableCopyFunction())
        try lua.setGlobal("copy")
        return lua
    }

    @Test func everyPairIsCopiedAsTheLoopWould() throws {
        let lua = try Self.stateWithCopy()
        let answers = try lua.run("""
            local key = {}
            local t = {1, 2, 3, x = "a", [key] = true, [2.5] = "f", [false] = 0}
            for i = 1, 200 do t["k" .. i] = i end
            t[2] = nil                               -- a hole in the array part
            local c = copy(t)
            local same, count = true, 0
            for k, v in next, t do
              count = count + 1
              if rawget(c, k) ~= v then same = false end
            end
            for k, v in next, c do count = count - 1 end
            c.x = "changed"
            return same, count, c ~= t, t.x, c[key], c[2], #copy({}) == 0 and next(copy({})) == nil
            """, chunkName: "=(copy)")
        #expect(answers == [.boolean(true), .integer(0), .boolean(true), .string("a"), .boolean(true), .nil, .boolean(true)])
    }

    /// No metamethod runs (the loop read with `next` and wrote a table without one), and the
    /// copy has no metatable.
    @Test func noMetamethodRunsAndTheCopyHasNoMetatable() throws {
        let lua = try Self.stateWithCopy()
        let answers = try lua.run("""
            local t = setmetatable({a = 1}, {__index = function() error("read") end,
                                             __pairs = function() error("pairs") end,
                                             __newindex = function() error("write") end})
            rawset(t, "b", 2)
            local c = copy(t)
            return getmetatable(c) == nil, c.a, c.b, c.z
            """, chunkName: "=(copy)")
        #expect(answers == [.boolean(true), .integer(1), .integer(2), .nil])
    }

    @Test func aValueThatIsNotATableIsAnArgumentError() throws {
        let lua = try Self.stateWithCopy()
        let answers = try lua.run("return pcall(function() return copy(3) end)", chunkName: "=(copy)")
        #expect(answers == [.boolean(false), .string("(copy):1: bad argument #1 to 'copy' (table expected, got number)")])
    }
}
