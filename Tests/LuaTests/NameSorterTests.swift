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

/// splitNames' shapes (sortnames.c): a table of a shape met before — the same keys in the same
/// `next` order — answers the lists made then; any other answers its own. Each case runs a
/// shape first, so that the next table meets its entry.
@Suite struct NameSplitterShapeTests {
    /// Runs `body` with `splitNames`, a `places` of three ordered names (`a` 1, `b` 2, `c` 3)
    /// and a given one (`g` 0), and `show(props)`: the split as "names|rest|strings".
    private func run(_ body: String) throws -> [LuaValue] {
        let lua = try makeState()
        lua.pushNameSplitter()
        try lua.setGlobal("splitNames")
        return try lua.run("""
            places = {a = 1, b = 2, c = 3, g = 0}
            function show(props, places_)
              local names, rest, strings = splitNames(props, places_ or places)
              return table.concat(names or {"-"}, ",") .. "|" .. table.concat(rest or {"-"}, ",") .. "|" .. tostring(strings)
            end
            """ + "\n" + body)
    }

    @Test func aKeyAddedRemovedOrRenamedSinceIsSplitAnew() throws {
        let answers = try run("""
            local function make() return {c = 1, a = 1, z = 1, y = 1} end
            local first = show(make())
            local more = make(); more.b = 1; more.x = 1
            -- the last key in next's order gone: the others come in the entry's order, one short
            local fewer, last = make(), nil
            for k in next, fewer do last = k end
            fewer[last] = nil
            -- and another name for it, not first in next's order (the entry is found by the first)
            local renamed
            for _, name in ipairs{"w", "v", "u", "t", "s"} do
              renamed = make(); renamed[last] = nil; renamed[name] = 1
              if next(renamed) == next(make()) then break end
            end
            return first, show(more), show(make()), last, show(fewer), show(renamed)
            """)
        guard answers.count == 6, case .string(let last) = answers[3] else { Issue.record("\(answers)"); return }
        let names = ["a", "c"].filter { $0 != last }.joined(separator: ","), rest = ["y", "z"].filter { $0 != last }
        #expect(Array(answers[0..<3]) == [.string("a,c|y,z|true"), .string("a,b,c|x,y,z|true"), .string("a,c|y,z|true")])
        #expect(answers[4] == .string("\(names)|\(rest.joined(separator: ","))|true"))
        #expect(["w", "v", "u", "t", "s"].contains { answers[5] == .string("\(names)|\(([$0] + rest).joined(separator: ","))|true") },
                "\(answers[5])")
    }

    @Test func anotherPlacesTableIsSplitAnew() throws {
        let answers = try run("""
            local one = {b = 1, a = 1, q = 1, p = 1}
            return show(one), show(one, {a = 2, b = 1, g = 0}), show(one)
            """)
        #expect(answers == [.string("a,b|p,q|true"), .string("b,a|p,q|true"), .string("a,b|p,q|true")])
    }

    @Test func aShapeMetAgainAnswersTheSameListsAndManyFirstKeysStayRight() throws {
        let answers = try run("""
            local n1, r1 = splitNames({a = 1, x = 1, w = 1}, places)
            local n2, r2 = splitNames({a = 1, x = 1, w = 1}, places)
            local shared = rawequal(n1, n2) and rawequal(r1, r2)
            local seen = {}                                 -- more first keys than the cache holds
            for i = 1, 40 do seen[#seen + 1] = show({["k" .. i] = 1, ["j" .. i] = 1, c = 1}) end
            for i = 1, 40 do if show({["k" .. i] = 1, ["j" .. i] = 1, c = 1}) ~= seen[i] then return "differs at " .. i end end
            return shared, seen[1], seen[40], show({a = 1, x = 1, w = 1}), select(3, splitNames({x = 1, [true] = 1}, places))
            """)
        #expect(answers == [.boolean(true), .string("c|j1,k1|true"), .string("c|j40,k40|true"),
                            .string("a|w,x|true"), .boolean(false)])
    }
}
