import Lua
import Testing

/// `sortNames(list)` (sortnames.c), views.lua's sort of a constructor table's other names: the
/// order `table.sort(list)` gives a list of distinct strings — `<` on strings, embedded NULs,
/// bytes past ASCII, and lists longer than its 32-name buffer on the stack.
@Suite struct NameSorterTests {
    @Test(arguments: [0, 1, 2, 8, 32, 33, 200])
    func theOrderIsTableSorts(count: Int) throws {
        let lua = try makeState()
        lua.pushNameSorter()
        try lua.setGlobal("sortNames")
        let answers = try lua.run("""
            local n, seen, names = \(count), {}, {}
            local pieces = {"a", "b", "B", "ab", "a\\0b", "a\\0", "\\0", "é", "z", "_", "1", "overlay", "frame"}
            local seed = 7
            while #names < n do
              seed = (seed * 1103515245 + 12345) % 2147483648
              local s = pieces[seed % #pieces + 1] .. pieces[(seed // 16) % #pieces + 1] .. (seed % 5 == 0 and "" or tostring(seed % 97))
              if not seen[s] then seen[s] = true; names[#names + 1] = s end
            end
            local a, b = {}, {}
            for i, s in ipairs(names) do a[i], b[i] = s, s end
            table.sort(a)
            sortNames(b)
            for i = 1, n do if a[i] ~= b[i] then return false, i end end
            return #b == n, n
            """)
        #expect(answers == [.boolean(true), .integer(Int64(count))])
    }

    @Test func aNonStringIsRefused() throws {
        let lua = try makeState()
        lua.pushNameSorter()
        try lua.setGlobal("sortNames")
        #expect(throws: LuaError.self) { try lua.run("sortNames({'b', 1})") }
    }
}
