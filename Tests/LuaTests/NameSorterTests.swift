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

/// `splitNames(props, places)` (sortnames.c) against the Lua it replaced in views.lua: the
/// fixed order's names by place, the others but the given ones (place 0) in `next`'s order
/// and sorted when all are strings, nil for an empty list, and whether all others are strings.
@Suite struct NameSplitterTests {
    @Test(arguments: [0, 1, 3, 12, 40])
    func theListsAreTheLuaLoopsAndSorts(seed: Int) throws {
        let lua = try makeState()
        lua.pushNameSplitter()
        try lua.setGlobal("splitNames")
        let answers = try lua.run("""
            local order = {}
            for i = 1, 27 do order[i] = "p" .. i end
            local ordered, given = {}, {given1 = true, given2 = true}
            for i, k in ipairs(order) do ordered[k] = i end
            local places = {given1 = 0, given2 = 0}
            for k, i in pairs(ordered) do places[k] = i end
            local function inOrder(a, b)
              local i, j = ordered[a], ordered[b]
              if i and j then return i < j end
              if i or j then return i ~= nil end
              return tostring(a) < tostring(b)
            end
            local function lua(props)           -- views.lua's loop before splitNames
              local names, rest, strings = nil, nil, true
              for k in next, props do
                if ordered[k] then
                  if names then names[#names + 1] = k else names = {k} end
                elseif not given[k] then
                  if rest then rest[#rest + 1] = k else rest = {k} end
                  strings = strings and type(k) == "string"
                end
              end
              if names then table.sort(names, inOrder) end
              if rest and strings then table.sort(rest) end
              return names, rest, strings
            end
            local function same(a, b)
              if a == nil or b == nil then return a == b end
              if #a ~= #b then return false end
              for i = 1, #a do if a[i] ~= b[i] then return false end end
              return true
            end
            local seed, checked = \(seed), 0
            local function random(n) seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n + 1 end
            for _ = 1, 50 do
              local props = {}
              for _ = 1, random(40) - 1 do
                local kind = random(6)
                if kind <= 2 then props["p" .. random(27)] = true
                elseif kind == 3 then props["given" .. random(3)] = true
                elseif kind == 4 and seed % 7 == 0 then props[random(5)] = true
                else props["x" .. random(60) .. (random(2) == 1 and "\\0" or "")] = true end
              end
              local n1, r1, s1 = lua(props)
              local n2, r2, s2 = splitNames(props, places)
              if not (same(n1, n2) and same(r1, r2) and s1 == s2) then return false end
              checked = checked + 1
            end
            return checked
            """)
        #expect(answers == [.integer(50)])
    }
}
