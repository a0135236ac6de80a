-- sandbox_spec.lua — what a sandboxed script may touch (the spec environment runs in the same
-- sandbox as `transit run`). Modules come from scripts/tests/modules on the search path.

describe("the sandbox", function()
  it("has no files, processes, environment, C code or bytecode", function()
    -- io: the standard files and files in memory only
    assert.is_nil(io.open)
    assert.is_nil(io.popen)
    assert.has_error(function() io.lines("/etc/passwd") end)
    -- loadfile and dofile read the project's own Lua files only
    assert.are.same({nil, "cannot open /etc/passwd (the sandbox's loadfile reads Lua files under the current folder only)"},
                    {loadfile("/etc/passwd")})
    assert.has_error(function() dofile("../outside.lua") end)
    for _, name in ipairs({"execute", "exit", "remove", "rename", "getenv", "tmpname"}) do
      assert.is_nil(os[name], "os." .. name)
    end
    assert.is_nil(string.dump)
    assert.is_nil(package.loadlib)
    assert.are.equal("", package.cpath)                     -- a string, as stock's: no C module loads
    assert.matches("%./%?%.lua", package.path)             -- the search path, as a string to extend
    assert.is_nil(package.searchers)
    assert.are.equal("/\n;\n?\n!\n-\n", package.config)   -- stock's constant (Penlight reads it)
    assert.is_nil(debug.getinfo)
    assert.is_nil(debug.sethook)
    -- getmetatable answers for the script's own values, hides the host's
    assert.are.equal(false, debug.getmetatable(View{}))
    assert.are.equal("mine", getmetatable(setmetatable({}, {__metatable = "mine"})))
    assert.is_table(debug.getmetatable(setmetatable({}, {__metatable = "mine"})))
    -- as stock: an explicit nil is a value (it has no metatable), no argument is an error
    assert.is_nil(debug.getmetatable(nil))
    local ok, e = pcall(function() debug.getmetatable() end)
    assert.is_false(ok)
    assert.matches("sandbox_spec%.lua:31: bad argument #1 to 'getmetatable' %(value expected%)$", e)
    assert.is_function(debug.traceback)
    assert.matches("^msg\nstack traceback:", debug.traceback("msg"))
  end)

  it("leaves in debug, package, os and io exactly the names the docs list", function()
    -- docs/sandbox.md and lua-reference.md say what each has "only": a name added or dropped
    -- here is a change to say there
    local function names(t)
      local list = {}
      for k in pairs(t) do list[#list + 1] = k end
      table.sort(list)
      return table.concat(list, " ")
    end
    assert.are.equal("getmetatable traceback", names(debug))
    assert.are.equal("config cpath loaded path preload", names(package))
    assert.are.equal("clock date difftime time", names(os))
    assert.are.equal("close flush input lines output read stderr stdin stdout tmpfile type write", names(io))
  end)

  it("loads text only", function()
    local f, err = load("\27Lua")
    assert.is_nil(f)
    assert.matches("attempt to load a binary chunk", err, 1, true)
    f, err = load("return 1", "chunk", "b")                 -- stock load's own words
    assert.is_nil(f)
    expect(err):toBe("attempt to load a text chunk (mode is 'b')")
    expect(load("return 6 * 7")()):toBe(42)
    expect(load("return x", "env", "t", {x = 5})()):toBe(5)
    expect(load("return math.pi", "=named")()):toBe(math.pi)            -- no env: the globals
    assert.matches("upvalue '_ENV'", select(2, pcall(load("return x", "=nil env", "t", nil))), 1, true)
  end)

  it("reads the virtual clock", function()
    expect(os.clock()):toBe(0)
    expect(os.time()):toBe(0)
    expect(os.date("!%Y-%m-%d", 0)):toBe("1970-01-01")
    expect(os.time({year = 2020, month = 1, day = 1, hour = 0})):toBe(1577836800)      -- a UTC date
    expect(os.date("%H:%M %Z", 3600)):toBe("01:00 UTC")                               -- the zone is UTC
    expect(function() os.time({year = 2020, month = 1}) end):toThrow("field 'day' missing in date table")
    clock.advance(2.5)
    expect(os.clock()):toBe(2.5)
  end)

  it("lets the collector stop, but not be tuned", function()
    assert.is_number(collectgarbage("count"))
    expect(collectgarbage()):toBe(0)
    collectgarbage("stop")
    finally(function() collectgarbage("restart") end)
    assert.is_false(collectgarbage("isrunning"))
    expect(function() collectgarbage("generational") end):toThrow("collectgarbage('generational') is not available in the sandbox")
    assert.has_error(function() collectgarbage("setpause", 0) end)
  end)

  -- (which seed a test starts with is the runner's: --seed N reseeds before every test, as
  -- busted does; so the test chooses its own)
  it("seeds math.random: the same seed, the same numbers", function()
    math.randomseed(42)
    local first = {math.random(1000), math.random(1000), math.random(1000)}
    math.randomseed(42)
    expect({math.random(1000), math.random(1000), math.random(1000)}):toEqual(first)
  end)

  -- stock Lua places strings by a hash seeded per state from the time and addresses: pairs
  -- over names would run in a new order on every run (docs/sandbox.md, "pairs")
  describe("pairs", function()
    local function keys(t)
      local out = {}
      for k in pairs(t) do out[#out + 1] = tostring(k) end
      return table.concat(out, " ")
    end

    it("visits integers, floats, booleans, then strings by their bytes", function()
      local names = {}
      for _, k in ipairs({"mu", "alpha", "beta", "gamma", "delta", "Zeta", "eta", "a", "ab", "a\0"}) do
        names[k] = true
      end
      expect(keys(names)):toBe("Zeta a a\0 ab alpha beta delta eta gamma mu")
      -- numbers that share a table with strings: stock places them wherever the strings left room
      local mixed = {}
      for i = 8, 1, -1 do mixed["name" .. i] = true; mixed[i * 1000] = true; mixed[i + 0.5] = true end
      mixed[true], mixed[false], mixed[-3] = 1, 2, 3
      expect(keys(mixed)):toBe("-3 1000 2000 3000 4000 5000 6000 7000 8000 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 "
                               .. "false true name1 name2 name3 name4 name5 name6 name7 name8")
      expect(keys({10, 20, 30, x = 1, b = 2, [4] = 0})):toBe("1 2 3 4 b x")
      local n, last = 0, nil
      local big = {}
      for i = 1, 2000 do big["key" .. i] = i end
      for k, v in pairs(big) do
        n = n + 1
        assert.is_true(last == nil or last < k)
        expect(big[k]):toBe(v)
        last = k
      end
      expect(n):toBe(2000)
    end)

    it("orders small and large tables alike (one C array up to 32 keys, a sort past it)", function()
      -- the order the guide states, worked out here with table.sort
      local rank = {number = 1, boolean = 3, string = 4}
      local function before(a, b)
        local ra, rb = rank[type(a)], rank[type(b)]
        if ra == 1 and math.type(a) == "float" then ra = 2 end
        if rb == 1 and math.type(b) == "float" then rb = 2 end
        if ra ~= rb then return ra < rb end
        if ra == 3 then return a == false and b == true end
        return a < b
      end
      for _, n in ipairs({0, 1, 2, 31, 32, 33, 100}) do
        local t, expected = {}, {}
        for i = n, 1, -1 do
          local k = ({"s" .. (i * 7919 % 1000), i * 37 % 101 - 50, i + 0.25, i % 2 == 0})[i % 4 + 1]
          if t[k] == nil then t[k] = i; expected[#expected + 1] = k end
        end
        table.sort(expected, before)
        local got = {}
        for k, v in pairs(t) do got[#got + 1] = k; expect(t[k]):toBe(v) end
        expect(#got):toBe(#expected)
        -- the iterator outlives a collection: its snapshot is held, whatever its size
        local f, s = pairs(t)
        collectgarbage()
        expect(f(s, nil)):toBe(expected[1])
        for i = 1, math.max(#got, #expected) do
          expect(tostring(got[i])):toBe(tostring(expected[i]))
        end
      end
    end)

    it("visits bound objects in the order they were made", function()
      local made = {}
      for i = 1, 8 do made[View{name = "v" .. i}] = i end
      local order = {}
      for _, i in pairs(made) do order[#order + 1] = i end
      expect(table.concat(order, " ")):toBe("1 2 3 4 5 6 7 8")
    end)

    it("visits every key once while fields are cleared, and nests", function()
      local t = {}
      for i = 1, 100 do t["k" .. i] = i end
      local seen = 0
      for k in pairs(t) do
        seen = seen + 1
        t[k] = nil
      end
      expect(seen):toBe(100)
      expect(next(t)):toBe(nil)
      local pairsSeen = {}
      local abc = {a = 1, b = 2, c = 3}
      for k in pairs(abc) do for k2 in pairs(abc) do pairsSeen[#pairsSeen + 1] = k .. k2 end end
      expect(table.concat(pairsSeen, " ")):toBe("aa ab ac ba bb bc ca cb cc")
    end)

    it("keeps stock's errors and __pairs, and next is stock's", function()
      expect(function() for _ in pairs(5) do end end):toThrow("bad argument #1 to 'for iterator' (table expected, got number)")
      expect(function() pairs() end):toThrow("bad argument #1 to 'pairs' (value expected)")
      local proxy = setmetatable({}, {__pairs = function() return next, {only = 1}, nil end})
      expect(keys(proxy)):toBe("only")
      local co = coroutine.wrap(function()
        local yielding = setmetatable({}, {__pairs = function()
          coroutine.yield("inside __pairs")
          return next, {q = 1}, nil
        end})
        local first
        for k in pairs(yielding) do first = first or k end
        return first
      end)
      expect(co()):toBe("inside __pairs")
      expect(co()):toBe("q")
      expect(function() next({1, 2}, 3) end):toThrow("invalid key to 'next'")
      -- the transit module's own __pairs gives the same order
      local listed = {}
      for k in pairs(require("transit")) do listed[#listed + 1] = k end
      expect(#listed > 10):toBe(true)
      for i = 2, #listed do assert.is_true(listed[i - 1] < listed[i], listed[i]) end
    end)
  end)

  it("caps string.rep before it allocates", function()
    expect(("ab"):rep(3, ",")):toBe("ab,ab,ab")
    expect(function() string.rep("x", 2^30) end):toThrow("string.rep result too large")
    -- past lstrlib's largest string stock refuses it itself, with its own words
    expect(function() string.rep("x", 1e10) end):toThrow("resulting string too large")
  end)

  it("requires from the search path only, cached, in strict module environments", function()
    local greeter = require("tests.modules.greeter")
    expect(greeter.greet("a")):toMatch("^hello, a %(#%d+%)$")
    expect(require("tests.modules.greeter")):toBe(greeter)
    expect(function() require("tests.modules.leaky") end):toThrow("leaky.lua:3: assignment to undeclared global 'helper'")
    local ok, message = pcall(require, "no.such.module")
    assert.is_false(ok)
    assert.matches("module 'no.such.module' not found:", message, 1, true)
    assert.matches("no/such/module.lua", message, 1, true)
    expect(function() require({}) end):toThrow("string expected, got table")
    expect(function() require(42) end):toThrow("module '42' not found:")
  end)

  it("leaves the rest of the library stock", function()
    expect(_VERSION):toBe("Lua 5.4")
    expect(coroutine.wrap(function() coroutine.yield(1) end)()):toBe(1)
    expect(select("#", table.unpack({1, 2, 3}))):toBe(3)
    expect(utf8.len("häh")):toBe(3)
  end)

  -- tostring numbers what stock shows by address, from 1 again in each test (a fresh engine),
  -- so a test's messages read the same whichever tests ran before it (--filter, --shuffle)
  local kept = {}
  it("numbers a value where stock shows its address", function()
    expect(tostring(kept)):toBe("table: 0x00000001")
    expect(tostring({})):toBe("table: 0x00000002")
    expect(tostring(kept)):toBe("table: 0x00000001")
  end)

  it("numbers from 1 again in the next test", function()
    local fresh = {}
    expect(tostring(fresh)):toBe("table: 0x00000001")
    expect(tostring(kept)):toBe("table: 0x00000002")
  end)
end)
