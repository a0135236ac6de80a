import Lua
import Testing

/// The sandbox's matcher (match.c) must give exactly what stock Lua 5.4 gives: results, their
/// types, and error messages. The same driver runs in a plain state (the stock library) and
/// in one with `installSafePatterns()`, over a table of hand-written edge cases and a seeded
/// random set; each prints one line per case, and the lines must be equal.
@Suite struct PatternDifferentialTests {
    /// Runs the driver and returns its lines: "label => result".
    static func lines(safe: Bool) throws -> [Substring] {
        let lua = try makeState()                 // no limits: an unlimited step budget
        if safe { lua.installSafePatterns() }
        let out = try lua.run(driver, chunkName: "@cases.lua")
        guard case .string(let text)? = out.first else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func everyCaseGivesStockResults() throws {
        let stock = try Self.lines(safe: false)
        let ours = try Self.lines(safe: true)
        #expect(stock.count == ours.count)
        #expect(stock.count > 10_000)             // the table below, crossed, plus the random set
        var shown = 0
        for (s, o) in zip(stock, ours) where s != o {
            shown += 1
            if shown <= 20 { Issue.record("stock: \(s)\nours:  \(o)") }
        }
        #expect(shown == 0, "\(shown) cases differ")
    }

    @Test func theDriverReallyUsesBothMatchers() throws {
        // The step count moves only with ours: proof that the second run did not use stock.
        let lua = try makeState()
        lua.installSafePatterns()
        try lua.run("return ('hello world'):find('o w')")
        #expect(lua.patternStepsTaken > 0)
        let plain = try makeState()
        try plain.run("return ('hello world'):find('o w')")
        #expect(plain.patternStepsTaken == 0)
    }

    /// Printable ASCII only; never calls the functions under test.
    static let driver = #"""
    local find, match, gmatch, gsub = string.find, string.match, string.gmatch, string.gsub
    local byte, char, concat, rep = string.byte, string.char, table.concat, string.rep
    local select, tostring, type, pcall, mtype = select, tostring, type, pcall, math.type

    local function esc(s)
      local out = {}
      for i = 1, #s do
        local b = byte(s, i)
        out[i] = (b >= 32 and b < 127 and b ~= 92) and char(b) or ("\\" .. b .. ";")
      end
      return concat(out)
    end
    local function show(v)
      local t = type(v)
      if t == "string" then return '"' .. esc(v) .. '"' end
      if t == "number" then return mtype(v) .. ":" .. tostring(v) end
      if t == "function" or t == "table" then return t end
      return tostring(v)
    end
    local function pack(ok, ...)
      local parts = { ok and "ok" or "error" }
      for i = 1, select("#", ...) do parts[#parts + 1] = show((select(i, ...))) end
      return concat(parts, " ")
    end
    local function all(s, p, init)
      local it = gmatch(s, p, init)
      local out = {}
      for _ = 1, 100 do
        local r = table.pack(it())
        if r.n == 0 or r[1] == nil then out[#out + 1] = pack(true, table.unpack(r, 1, r.n)) break end
        out[#out + 1] = pack(true, table.unpack(r, 1, r.n))
      end
      return concat(out, " | ")
    end

    local lines = {}
    local function case(label, f, ...)
      lines[#lines + 1] = label .. " => " .. pack(pcall(f, ...))
    end
    local function args(...)
      local parts = {}
      for i = 1, select("#", ...) do parts[i] = show((select(i, ...))) end
      return concat(parts, ", ")
    end

    local subjects = {
      "", "a", "aaa", "aab", "hello world", "  trim me  ", "key = value", "a.b.c",
      "f(a(b)c)d", "THE (quick) fox", "2024-05-22", "abc\0def", "\0", "x\n\ty\r",
      "aXbXc", "[]]%-^$", "one two  three", "ab12cd34EF", "\195\169\195\160", "\255\128\1",
      "a,b,,c", "$^", "((a))", "''q''", rep("ab", 10), "frontier THE end", "x=1, y=22, z=333",
      "%d%1", "(x)(y)", "  ",
    }
    local patterns = {
      "", "a", "^a", "a$", "^$", "$", "^", ".", "..", ".-", ".*", "a*", "a+", "a-", "a?",
      "%a+", "%A+", "%d+", "%D", "%s*", "%S+", "%w+", "%W", "%l+", "%u+", "%p", "%P+",
      "%c", "%C+", "%x+", "%X", "%g+", "%G", "%z", "%Z+", "[a-c]+", "[^a-c]+", "[%a_][%w_]*",
      "[]]", "[^]]", "[a-]", "[-a]", "[%]]", "[%%]", "[.]", "[%a-]", "[a-%%]", "[%d-z]",
      "(a)", "(a*)", "()", "()a()", "(%w+)=(%w+)", "^%s*(.-)%s*$", "(a)%1", "(.)%1",
      "(%a)(%a)%2%1", "%b()", "%b''", "%bxy", "%bab", "%f[%w]%w+", "%f[%W]", "%f[%z]",
      "%f[%Z]", "%f[^a]", "%f[a-z]", "%f[%a]%a+", "a.b", "%.", "%%", "%(", "(", ")", "%",
      "[a", "[^", "[", "[]", "[^]", "%f", "%fa", "%f[a", "%b", "%ba", "%1", "(%1)", "%0",
      "(()", "((a)(b))", "a-b", "[%d%-]+", "x*$", "^(.-)$", "(h)(e)(l)(l)(o)", "\0",
      "[\0-\31]+", "^^", "a**", "*", "+a", "-", "?", ".-b", "$a", "a$b", "%$", "%^a",
      "(a)(", "(a))", ")(", "%d%1", "(x)%1?", "(%()", "%w+%s*", "[^%s]+", "(%d+)-(%d+)-(%d+)",
      "%u%l*", "[%w%.]+", "^(%w+)", "(.-)%s", ".-$", "[\128-\255]+", "\255", "%x%x",
      "[%a%d]-X", "(a+)(b)", "((()))", "b*$", "(.)(.)(.)", "()()()()()()()()()()",
      rep("()", 32), rep("()", 33), rep("a?", 30), rep("(a?)", 10) .. rep("a", 10),
    }
    local inits = { 0, 1, 2, 3, -1, -2, -3, -100, 100, 5, 6, 7 }

    for si, s in ipairs(subjects) do
      for pi, p in ipairs(patterns) do
        local at = "[" .. si .. "," .. pi .. "] " .. args(s, p)
        case("find " .. at, find, s, p)
        case("match " .. at, match, s, p)
        case("gmatch " .. at, all, s, p)
        case("gsub " .. at, gsub, s, p, "<%0>")
      end
    end

    -- find and match with init (negative, zero, past the end) and the plain flag
    for si, s in ipairs(subjects) do
      for _, p in ipairs({ "", "a", "^a", ".", "b", "%a+", "()", "$", "(a)", "a.", "[a" }) do
        for _, init in ipairs(inits) do
          local at = args(s, p, init)
          case("find " .. at, find, s, p, init)
          case("find plain " .. at, find, s, p, init, true)
          case("match " .. at, match, s, p, init)
          case("gmatch " .. at, all, s, p, init)
        end
      end
    end

    -- gsub: every kind of replacement, and the maximum count
    local upper = function(x, ...) return x:upper() .. select("#", ...) end
    local replacements = {
      { "%0", "%0" }, { "<%1>", "<%1>" }, { "%%", "%%" }, { "%2", "%2" }, { "%", "%" },
      { "%x", "%x" }, { "x", "x" }, { "%1%2", "%1%2" }, { "[%0%0]", "[%0%0]" },
      { "5", 5 }, { "1.5", 1.5 }, { "2^53", 2^53 }, { "%9", "%9" }, { "%\\0", "%\0" },
      { "table", { a = "A", hello = "HI", world = false, b = 1, c = 2.5, [1] = "one" } },
      { "table bad", { a = true } }, { "table table", { a = {} } },
      { "__index", setmetatable({}, { __index = function(_, k) return k .. k end }) },
      { "upper", upper },
      { "false", function() return false end }, { "nil", function() end },
      { "true", function() return true end }, { "number", function() return 7 end },
      { "float", function() return 0.5 end }, { "table fn", function() return {} end },
      { "error", function(x) error("boom " .. tostring(x)) end },
      { "nothing", nil }, { "boolean", true },
    }
    for si, s in ipairs(subjects) do
      for _, p in ipairs({ "%w+", "(%w)(%w)", "", "()", "(o)", "^a", "a*", "%s", "(a)()", "[^,]*" }) do
        for ri, r in ipairs(replacements) do
          case("gsub " .. args(s, p) .. " repl " .. r[1], gsub, s, p, r[2])
        end
        for _, n in ipairs({ 0, 1, 2, -1, 100 }) do
          case("gsub " .. args(s, p) .. " max " .. n, gsub, s, p, "<%0>", n)
        end
      end
    end

    -- arguments: coercion, missing and wrong types, error positions
    case("find number", find, 12345, 3)
    case("match number", match, 12.5, "%d+")
    case("gsub numbers", gsub, 1000, 0, 1)
    case("gmatch number", all, 123, "%d")
    case("find nil", find, nil, "a")
    case("find no pattern", find, "a")
    case("find table pattern", find, "a", {})
    case("find bad init", find, "a", "a", "x")
    case("find float init", find, "a", "a", 1.5)
    case("find string init", find, "abc", "c", "2")
    case("gsub no repl", gsub, "a", "a")
    case("gsub bad repl", gsub, "a", "a", true)
    case("gsub bad max", gsub, "a", "a", "b", "x")
    case("gsub bad max and repl", gsub, "a", "a", nil, "x")
    case("gsub float max", gsub, "aaa", "a", "b", 1.5)
    case("gsub float max int", gsub, "aaa", "a", "b", 2.0)
    case("gmatch nil", gmatch, nil, "a")
    case("gmatch bad init", gmatch, "a", "a", {})
    case("in a function", function() return find("a", "[a") end)
    case("in a function gsub", function() return ("abc"):gsub("%w", "%2") end)
    case("method error", function() return ("a"):find({}) end)
    case("too complex", find, rep("a", 300), rep("a?", 300))
    case("too complex anchored", match, rep("a", 250), "^" .. rep("a?", 250) .. "$")
    case("deep but fine", find, rep("a", 150), rep("a?", 150) .. "$")
    for k = 195, 202 do   -- the nesting limit, exactly: each matched "a?" is one more level
      case("depth a? " .. k, find, rep("a", k), rep("a?", k))
      case("depth captures " .. k, find, rep("a", k), rep("(a)", 30) .. rep("a?", k - 30))
      case("depth a- " .. k, match, rep("a", k), rep("a-", k) .. "$")
      case("depth a* " .. k, match, rep("a", k), rep("a*", k))
    end
    case("too many captures", find, "a", rep("(", 33))
    case("too many position captures", find, "a", rep("()", 33))
    case("32 captures", match, rep("a", 32), rep("(a)", 32))
    case("unfinished in gsub string", gsub, "abc", "(b", "x")
    case("unfinished in gsub %1", gsub, "abc", "(b", "%1")
    case("unfinished in gsub fn", gsub, "abc", "(b", upper)
    case("unfinished in gmatch", all, "abc", "(b")
    case("gsub yields", function()
      return coroutine.wrap(function() return gsub("ab", "%w", coroutine.yield) end)()
    end)
    case("gmatch after end", function()
      local it = gmatch("ab", "%w")
      return it(), it(), it(), it()
    end)
    case("gmatch anchor is literal", all, "^a^a", "^a")
    case("long subject", function()
      local s = rep("word ", 2000)
      local n = 0
      for _ in gmatch(s, "%a+") do n = n + 1 end
      return n, gsub(s, "(%a+) ", "%1,"):sub(1, 20), find(s, "d w", 5000, true)
    end)

    -- a seeded random set: short patterns from pieces, over short subjects
    math.randomseed(1234)
    local pieces = {
      "a", "b", ".", "%a", "%d", "[ab]", "[^a]", "[a-c]", "a*", "b+", "a-", "a?", ".-", ".*",
      "(", ")", "()", "%1", "%2", "%b()", "%f[%a]", "%f[%A]", "^", "$", "%", "[", "]", "-",
      "*", "%s", "1", " ", "(a)", "(.)%1",
    }
    local letters = { "a", "b", "(", ")", "1", " ", "c", "\0" }
    for i = 1, 2500 do
      local np, p = math.random(1, 6), {}
      for j = 1, np do p[j] = pieces[math.random(#pieces)] end
      local ns, s = math.random(0, 10), {}
      for j = 1, ns do s[j] = letters[math.random(#letters)] end
      p, s = concat(p), concat(s)
      local init = math.random(-3, 12)
      local at = "random " .. i .. " " .. args(s, p, init)
      case("find " .. at, find, s, p, init)
      case("match " .. at, match, s, p, init)
      case("gmatch " .. at, all, s, p, init)
      case("gsub " .. at, gsub, s, p, "[%0]")
      case("gsub fn " .. at, gsub, s, p, upper)
    end

    return concat(lines, "\n")
    """#
}
