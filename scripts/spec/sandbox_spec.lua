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
    assert.is_nil(package.cpath)
    assert.is_nil(package.searchers)
    assert.is_nil(debug.getinfo)
    assert.is_nil(debug.sethook)
    -- getmetatable answers for the script's own values, hides the host's
    assert.are.equal(false, debug.getmetatable(View{}))
    assert.are.equal("mine", getmetatable(setmetatable({}, {__metatable = "mine"})))
    assert.is_table(debug.getmetatable(setmetatable({}, {__metatable = "mine"})))
    assert.is_function(debug.traceback)
    assert.matches("^msg\nstack traceback:", debug.traceback("msg"))
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
    expect(function() os.time({year = 2020, month = 1, day = 1}) end):toThrow("not available in the sandbox")
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

  it("caps string.rep before it allocates", function()
    expect(("ab"):rep(3, ",")):toBe("ab,ab,ab")
    expect(function() string.rep("x", 1e10) end):toThrow("string.rep result too large")
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
end)
