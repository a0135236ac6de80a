import Testing
@testable import TransitLua

/// The sandbox's tostring (tostring.c): where stock Lua shows an address, which ASLR moves
/// from run to run, a value shows its serial number in the state — so the same script prints
/// the same bytes every time (`print({})`, luassert's messages, the REPL's replays).
@Suite struct DeterministicToStringTests {
    static let script = """
    local t = {}
    print(t, print, tostring(t), {})
    print(setmetatable({}, {__name = "Thing"}), setmetatable({}, {__tostring = function() return "custom" end}))
    print(coroutine.create(print), View)
    local gone = {}
    print(gone)
    gone = nil
    collectgarbage()
    print({}, t)
    print(pcall(tostring))
    """

    func output(_ options: ScriptRuntime.Options) throws -> [String] {
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run(Self.script.replacing("View", with: "io.stdout"), chunkName: "=t")
        return out
    }

    @Test func aValueShownByAddressShowsItsSerialInstead() throws {
        let first = try output(ScriptRuntime.Options())
        #expect(first == [
            "table: 0x00000001\tfunction: 0x00000002\ttable: 0x00000001\ttable: 0x00000003",
            "Thing: 0x00000004\tcustom",
            "thread: 0x00000005\tfile (0x00000002)",
            "table: 0x00000006",
            // a collected value's number is not given again; a living one keeps its own
            "table: 0x00000007\ttable: 0x00000001",
            "false\tbad argument #1 to 'tostring' (value expected)",
        ])
        #expect(try output(ScriptRuntime.Options()) == first)
    }

    /// string.format's `%s` and `%p` of a value shown by address give the same serial as
    /// tostring (they showed the address, so `("%s"):format({})` differed every run); its
    /// errors still name 'format' and the script's line, as stock's do.
    @Test func formatShowsTheSameSerials() throws {
        let r = try ScriptRuntime(options: ScriptRuntime.Options())
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("""
        local t, f = {}, function() end
        print(string.format("%s|%p|%12p|%-12s|", t, t, t, f), tostring(f))
        print(("%s %p %s"):format(setmetatable({}, {__name = "Thing"}), print, setmetatable({}, {__tostring = function() return "own" end})))
        print(string.format("%p %s %d %%p %5.1f", 1, nil, 3, 2.5))
        print(select(2, pcall(function() return ("%d"):format({}) end)))
        print(select(2, pcall(function() return string.format("%p %d", t, "x") end)))
        print(pcall(string.format, "%y", t))
        print(string.format("%p|%-11p|%p", "abc", "abc", t))
        print(pcall(string.format, "%10.3p", t))
        print(pcall(string.format, "%#p", "abc"))
        """, chunkName: "@f.lua")
        #expect(out == [
            "table: 0x00000001|0x00000001|  0x00000001|function: 0x00000002|\tfunction: 0x00000002",
            "Thing: 0x00000003 0x00000004 own",
            "(null) nil 3 %p   2.5",
            "f.lua:5: bad argument #1 to 'format' (number expected, got table)",
            "f.lua:6: bad argument #3 to 'format' (number expected, got string)",
            "false\tinvalid conversion '%y' to 'format'",
            // a string's %p, an address under stock, is a serial too (by its text)
            "0x00000005|0x00000005 |0x00000001",
            // a %p spec stock refuses is left as written: stock's error names it
            "false\tinvalid conversion specification: '%10.3p'",
            "false\tinvalid conversion specification: '%#p'",
        ])
    }

    /// Past the 255th argument a `%p` is the same serial text as before it (a first form
    /// printed a short `0x12c` there), and a string's `%p` is its serial: the same every run.
    @Test func formatPastTheFirstArgumentsShowsTheSameSerials() throws {
        func line() throws -> String {
            let r = try ScriptRuntime(options: ScriptRuntime.Options())
            var out: [String] = []
            r.output = { out.append($0) }
            try r.run("""
            local t = {}
            for i = 1, 300 do t[i] = {} end
            local s = string.format(("%p "):rep(300), table.unpack(t))
            print(s:sub(1, 11), s:sub(-11), tostring(t[300]), string.format("%p", "text"))
            """, chunkName: "=many")
            return out.joined()
        }
        let first = try line()
        #expect(first == "0x00000001 \t0x0000012c \ttable: 0x0000012c\t0x0000012d")
        #expect(try line() == first)
    }

    /// A string's `%p` follows the string's object, as stock's address does (Lua 5.4.4's
    /// strings.lua and pm.lua check it; keyed by text, equal long strings shared a number):
    /// equal short strings are one interned object, equal long strings two; gsub that replaces
    /// nothing gives back its subject, one that replaces gives a new string even when equal.
    /// Every line is `true` under stock lua5.4 as well.
    @Test func aStringsPointerFollowsItsObject() throws {
        let r = try ScriptRuntime(options: ScriptRuntime.Options())
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("""
        local function p(s) return string.format("%p", s) end
        local s1, s2 = string.rep("a", 10), string.rep("aa", 5)
        local l1, l2 = string.rep("a", 300), string.rep("a", 300)
        local g = string.rep("a", 100)
        local same = string.gsub(g, ".", {b = "x"})
        local copy = string.gsub(g, ".", function(x) return x end)
        print(p(s1) == p(s2), p(l1) ~= p(l2), p(l1) == p(l1), p(g) == p(same))
        print(copy == g, p(g) ~= p(copy), p(l2))
        """, chunkName: "=s")
        #expect(out == ["true\ttrue\ttrue\ttrue", "true\ttrue\t0x00000003"])
    }

    /// `--unsafe` keeps stock Lua's tostring: addresses, as lua5.4 prints them.
    @Test func unsafeShowsAddressesAsStock() throws {
        let lines = try output(.unsafe)
        #expect(lines[0].hasPrefix("table: 0x") && !lines[0].hasPrefix("table: 0x00000001"))
    }

    /// The sandbox's standard output and error write where print does, on one open line: a
    /// piece either leaves without a newline is where the next piece of either, or print,
    /// goes on — in the order the script wrote them, as both streams show on one terminal.
    @Test func standardOutputAndErrorShareTheOpenLine() throws {
        let r = try ScriptRuntime(options: ScriptRuntime.Options())
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("""
        io.stderr:write("progress...") print("done")
        io.stderr:write("a") io.write("b\\n")
        io.write("x") io.stderr:write("y\\n")
        """, chunkName: "=t")
        #expect(out == ["progress...done", "ab", "xy"])
    }
}
