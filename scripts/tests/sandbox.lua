-- sandbox.lua — plain asserts (as Lua's own testes/) on what a sandboxed script may touch.
-- Run by TransitLuaTests under the default sandbox with scripts/tests/modules on the path.

-- absent: files, processes, environment, C code, bytecode
assert(io == nil, "io is absent")
assert(dofile == nil and loadfile == nil, "no file loading")
assert(os.execute == nil and os.exit == nil and os.remove == nil and os.rename == nil)
assert(os.getenv == nil and os.tmpname == nil)
assert(string.dump == nil, "no bytecode out")
assert(package.loadlib == nil and package.cpath == nil and package.searchers == nil)
assert(debug.getinfo == nil and debug.sethook == nil and debug.getmetatable == nil)
assert(type(debug.traceback) == "function")
assert(debug.traceback("msg"):match("^msg\nstack traceback:"))

-- load is text-only
local f, err = load("\27Lua")
assert(f == nil and err:find("attempt to load a binary chunk", 1, true), err)
f, err = load("return 1", "chunk", "b")
assert(f == nil and err:find("binary", 1, true))
assert(load("return 6 * 7")() == 42)
assert(load("return math.pi", "=named")() == math.pi, "a named chunk sees the globals")
assert(select(2, pcall(load("return x", "=nil env", "t", nil))):find("upvalue '_ENV'"), "an explicit nil env is nil")
local env = {x = 5}
assert(load("return x", "env", "t", env)() == 5)

-- the clock is virtual
assert(os.clock() == 0 and os.time() == 0)
assert(os.date("!%Y-%m-%d", 0) == "1970-01-01")
local ok, msg = pcall(os.time, {year = 2020, month = 1, day = 1})
assert(not ok and msg:find("not available in the sandbox", 1, true))

-- collectgarbage: only what cannot disable the collector
assert(type(collectgarbage("count")) == "number")
assert(collectgarbage() == 0)
ok, msg = pcall(collectgarbage, "stop")
assert(not ok and msg:find("collectgarbage('stop') is not available in the sandbox", 1, true), msg)
ok = pcall(collectgarbage, "generational")
assert(not ok)

-- math.random is seeded: the same seed, the same numbers
local first = {math.random(1000), math.random(1000), math.random(1000)}
math.randomseed(0)
local again = {math.random(1000), math.random(1000), math.random(1000)}
assert(first[1] == again[1] and first[2] == again[2] and first[3] == again[3])

-- string.rep is capped before it allocates; ordinary use is untouched
assert(("ab"):rep(3, ",") == "ab,ab,ab")
ok, msg = pcall(string.rep, "x", 1e10)
assert(not ok and msg:find("string.rep result too large", 1, true), msg)

-- require: the search path only, cached, strict module environments
local greeter = require("greeter")
assert(greeter.greet("a") == "hello, a (#1)")
assert(require("greeter") == greeter and greeter.greet("b") == "hello, b (#2)")
ok, msg = pcall(require, "leaky")
assert(not ok and msg:find("leaky.lua:3: assignment to undeclared global 'helper'", 1, true), msg)
ok, msg = pcall(require, "no.such.module")
assert(not ok and msg:find("module 'no.such.module' not found:", 1, true) and msg:find("no/such/module.lua", 1, true), msg)
ok, msg = pcall(require, 42)
assert(not ok and msg:find("string expected", 1, true))

-- what stays is stock
assert(_VERSION == "Lua 5.4")
assert(coroutine.wrap(function() coroutine.yield(1) end)() == 1)
assert(select("#", table.unpack({1, 2, 3})) == 3)
assert(utf8.len("häh") == 3)
print("sandbox.lua: ok")
