-- busted's vocabulary (describe, it, pending, the hooks, insulate, expose, randomize), Jest's
-- focus and skip, and the spec environment's helpers for time and warnings; the host keeps
-- the blocks and runs them in busted's order (SpecEnvironment.swift, FileRunner.swift).
-- luacheck: globals describe context insulate expose it test spec pending randomize finally
-- luacheck: globals before_each after_each setup teardown strict_setup strict_teardown lazy_setup lazy_teardown
-- luacheck: globals shared_engine at expect_warning timeline clock assert spy stub mock match
local host, shared = ...
local type, setmetatable, pcall, rawset, rawequal, ipairs, next, error, tostring, mathtype =
      type, setmetatable, pcall, rawset, rawequal, ipairs, next, error, tostring, math.type
local find, randomseed, sort, concat = string.find, math.randomseed, table.sort, table.concat

local function check(kind, name, fn)
  if type(name) ~= "string" then
    host.raise("bad argument #1 to '" .. kind .. "' (string expected, got " .. type(name) .. ")")
  end
  if type(fn) ~= "function" then
    host.raise("bad argument #2 to '" .. kind .. "' (function expected, got " .. type(fn) .. ")")
  end
end

-- busted's registration: name and function, or only a function (named by the word), or
-- only a name — then nothing is declared yet: the result takes the function
-- (`it "adds" (function() … end)`), so `it("todo")` alone declares nothing
local function registrar(kind, declare)
  return function(name, fn)
    if fn == nil and type(name) == "function" then name, fn = kind, name end
    if mathtype(name) then name = tostring(name) end     -- busted joins names with table.concat
    if fn == nil then
      if type(name) ~= "string" then check(kind, name, fn) end
      return function(later) check(kind, name, later); declare(name, later) end
    end
    check(kind, name, fn)
    declare(name, fn)
  end
end

-- A block's body runs when the runner reaches the block, not now
local function block(kind, mode, insulated)
  return registrar(kind, function(name, fn) host.describe(name, fn, mode, insulated) end)
end

local function declare(kind, mode)
  return registrar(kind, function(name, fn) host.test(name, fn, mode) end)
end

local function callable(plain, fields)
  return setmetatable(fields, {__call = function(_, ...) return plain(...) end})
end

local plainDescribe, plainIt = block("describe", ""), declare("it", "")
describe = callable(plainDescribe, {only = block("describe.only", "only"), skip = block("describe.skip", "skip")})
context = describe
insulate = block("insulate", "", true)
expose = block("expose", "")
it = callable(plainIt, {only = declare("it.only", "only"), skip = declare("it.skip", "skip")})
test, spec = it, it

-- pending("later") declares a test to do; inside a running test it stops it as pending
function pending(name)
  if type(name) ~= "string" then host.raise("bad argument #1 to 'pending' (string expected, got " .. type(name) .. ")") end
  host.pending(name)
end

-- randomize([on [, seed]]): the current block's children run in a random order
function randomize(...) host.randomize(...) end

local function hook(kind, as)
  return function(fn)
    if type(fn) ~= "function" then
      host.raise("bad argument #1 to '" .. kind .. "' (function expected, got " .. type(fn) .. ")")
    end
    host.hook(as or kind, fn, kind)
  end
end
before_each, after_each = hook("before_each"), hook("after_each")
setup, teardown = hook("setup"), hook("teardown")
strict_setup, strict_teardown = hook("strict_setup", "setup"), hook("strict_teardown", "teardown")
lazy_setup, lazy_teardown = hook("lazy_setup"), hook("lazy_teardown")

-- Runs after the current test's body, even when it failed (busted's finally)
function finally(fn)
  if type(fn) ~= "function" then host.raise("bad argument #1 to 'finally' (function expected, got " .. type(fn) .. ")") end
  host.finally(fn)
end

-- Inside a describe body: its tests share one engine, created when the block starts
function shared_engine() host.shareEngine() end

-- Time moves only when the test moves it
rawset(clock, "advanceToNextTimer", host.advanceToNextTimer)

-- at(0.5, fn): moves the clock halfway through the running transition, then calls fn(now)
function at(fraction, fn)
  if type(fraction) ~= "number" then host.raise("bad argument #1 to 'at' (number expected, got " .. type(fraction) .. ")") end
  if fn ~= nil and type(fn) ~= "function" then host.raise("bad argument #2 to 'at' (function expected, got " .. type(fn) .. ")") end
  host.at(fraction)
  if fn ~= nil then return fn(clock.now) end
end
shared.at = at

-- expect_warning(pattern, fn): fn must cause a warning matching the Lua pattern; other
-- warnings it causes stay unexpected
function expect_warning(pattern, fn)
  if type(pattern) ~= "string" then host.raise("bad argument #1 to 'expect_warning' (string expected, got " .. type(pattern) .. ")") end
  if type(fn) ~= "function" then host.raise("bad argument #2 to 'expect_warning' (function expected, got " .. type(fn) .. ")") end
  host.count()
  host.captureWarnings()
  local ok, err = pcall(fn)
  local got = host.capturedWarnings()
  if not ok then error(err, 0) end
  local matched = false
  for _, w in ipairs(got) do
    if find(w, pattern) then matched = true else host.unexpectedWarning(w) end
  end
  if not matched then
    local list = #got == 0 and "none" or concat(got, "\n  ")
    shared.fail("Expected a warning matching " .. shared.format(pattern) .. ".", "Warnings: " .. list)
  end
end

-- The engine's timeline so far, one event a line (snapshot it: expect(timeline()):toMatchSnapshot())
local Timeline = {__name = "Timeline", __tostring = function(t) return concat(t, "\n") end}
function timeline() return setmetatable(host.timeline(), Timeline) end

local function matches(name, pattern) return find(name, pattern) ~= nil end

-- Whether Lua has finished a garbage collection since this last said so: a table that only
-- a weak table holds is gone once a collection has run. Until then no box Lua held has left
-- it either, so the runner's next reset need not look for retired engines to release.
local witness = setmetatable({}, {__mode = "v"})
local function collected()
  if witness[1] ~= nil then return false end
  witness[1] = {}
  return true
end

-- Before each test: its random seed; and whether Lua has collected since the last answer
local function between(seed)
  randomseed(seed)
  return collected()
end

local function surface()
  local names = {}
  local function add(n) names[#names + 1] = n end
  shared.loadMatchers()                              -- the rarer ones run on first use
  for name in next, shared.matchers do add("Expectation:" .. name) end
  add("Expectation.never")
  sort(names)
  return concat(names, "\n")
end

-- require("busted"): the same functions as the globals (busted's exported API)
-- (plain functions, as busted's: the globals are tables only to carry .only and .skip)
local api = {
  describe = plainDescribe, context = plainDescribe, insulate = insulate, expose = expose, it = plainIt, spec = plainIt,
  test = plainIt,
  pending = pending, randomize = randomize, before_each = before_each, after_each = after_each,
  setup = setup, teardown = teardown, strict_setup = strict_setup, strict_teardown = strict_teardown,
  lazy_setup = lazy_setup, lazy_teardown = lazy_teardown, finally = finally,
  assert = assert, spy = spy, stub = stub, mock = mock, match = match, version = "2.1.1",
  fail = function(message, level) return shared.luassert(false, message, shared.luassert:level((level or 1) + 1)) end,
}
package.preload.busted = function() return api end

-- insulate: saves the globals and the loaded modules; the function returned restores them
local function save(t) local copy = {} for k, v in next, t do copy[k] = v end return copy end
local function restore(t, saved)
  for k in next, save(t) do if saved[k] == nil then rawset(t, k, nil) end end
  for k, v in next, saved do rawset(t, k, v) end
end
local G, loaded, bundle = _G, package.loaded, shared.libraryModules
local function insulateStart()
  local globals, modules = save(G), save(loaded)
  return function()
    -- luassert and say, when their first use fell inside the block, stay loaded: busted has
    -- them loaded before any block begins (spec_luassert.lua)
    for name, module in next, bundle do
      if modules[name] == nil and rawequal(loaded[name], module) then modules[name] = module end
    end
    restore(G, globals); restore(loaded, modules)
  end
end

-- busted's shuffle (busted.utils.shuffle) of a block's n declarations, from its seed: the
-- same order busted runs randomize(seed)'s block in
local random = math.random
local function permute(n, seed)
  randomseed(seed)
  local order = {}
  for i = 1, n do order[i] = i end
  while n >= 2 do
    local k = random(n)
    order[n], order[k] = order[k], order[n]
    n = n - 1
  end
  return concat(order, " ")
end

return {matches = matches, between = between, surface = surface, insulate = insulateStart, permute = permute}
