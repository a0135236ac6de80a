-- embed-lua: without local names
-- busted's vocabulary (describe, it, pending, the hooks, insulate, expose, randomize), Jest's
-- focus and skip, and the spec environment's helpers for time and warnings; the host keeps
-- the blocks and runs them in busted's order (SpecEnvironment.swift, FileRunner.swift).
-- luacheck: globals describe context insulate expose it test spec pending randomize
-- luacheck: globals before_each after_each setup teardown strict_setup strict_teardown lazy_setup lazy_teardown
-- luacheck: globals shared_engine at expect_warning timeline clock spy stub mock match
local host, shared = ...
local type, setmetatable, pcall, rawset, rawget, rawequal, ipairs, next, error, tostring, mathtype =
      type, setmetatable, pcall, rawset, rawget, rawequal, ipairs, next, error, tostring, math.type
local clock = clock                        -- the test's clock, one table whatever engine runs
local find, randomseed, sort, concat = string.find, math.randomseed, table.sort, table.concat
local tointeger = math.tointeger           -- for busted's fail (spec_dsl_more.lua)

local function checkName(kind, name)
  if type(name) ~= "string" then
    host.raise("bad argument #1 to '" .. kind .. "' (string expected, got " .. type(name) .. ")")
  end
end

-- What busted declares for a value that is not a function: the block, test or hook errors
-- when it runs, at its own line (busted calls what it was given; a callable table too), and
-- the block around it still runs its other tests
local function runnable(kind, n, fn)
  if type(fn) == "function" then return fn end
  local message = "bad argument #" .. n .. " to '" .. kind .. "' (function expected, got " .. type(fn) .. ")"
  return function() error(message, 0) end
end

-- What busted calls an element it was given a nil name for: its descriptor, the word an
-- alias stands for (busted/init.lua registers context, insulate and expose as describe, spec
-- and test as it, setup and teardown as strict_setup and strict_teardown), which its reports
-- show for a nil name (`context.name or context.descriptor`)
local descriptors = {context = "describe", insulate = "describe", expose = "describe", spec = "it", test = "it",
                     setup = "strict_setup", teardown = "strict_teardown"}

-- busted's registration: name and function, or only a function (named by the word: busted's
-- publisher names it by the alias, `insulate(fn)` is the block "insulate"), or only a name —
-- then nothing is declared yet: the result takes the function (`it "adds" (function() … end)`),
-- so `it("todo")` alone declares nothing. A nil name is the word's descriptor (busted's
-- `it(nil, fn)` is the test "it", `insulate(nil, fn)` the block "describe"); a number is its
-- text (busted joins names with table.concat), any other name an error of the block declaring
-- it. `word` is the kind's own word ("describe" of "describe.only"), handed in: the sandbox's
-- string.find that found it cost more than the rest of the registrations
-- `key` is busted's own name, which its --sort-tests compares: nil for a nil name and for a
-- function alone under a word that is no alias (`it(fn)`), the alias under an alias, a
-- number as it is (busted keeps it a number, and sorts it as one).
local function registrar(kind, word, declare)
  local unnamed = descriptors[word] or word
  local alias = descriptors[word] and word
  return function(name, fn)
    host.declares(kind)
    local key = name
    if fn == nil and type(name) == "function" then name, fn, key = word, name, alias end
    if mathtype(name) then name = tostring(name) end
    if fn == nil then
      return function(later)
        host.declares(kind)
        if name == nil then name = unnamed end
        checkName(kind, name)
        declare(name, runnable(kind, 2, later), key)
      end
    end
    if name == nil then name = unnamed end
    checkName(kind, name)
    declare(name, runnable(kind, 2, fn), key)
  end
end

-- A block's body runs when the runner reaches the block, not now
local function block(kind, mode, word, insulated, exposed)
  return registrar(kind, word or kind, function(name, fn, key) host.describe(name, fn, mode, insulated, exposed, key) end)
end

local function declare(kind, mode, word)
  return registrar(kind, word or kind, function(name, fn, key) host.test(name, fn, mode, key) end)
end

-- Beyond .only and .skip, the table is the function busted's word is: reading or writing
-- another key is Lua's error of indexing one, naming the variable as Lua does (host.indexed).
-- busted 1's `describe ["x"] = function() … end` (gutenye/tagen.lua's specs) fails so under
-- busted 2, where it wrote a field and ran nothing
local function callable(plain, fields, kind)
  local function indexed(t) host.indexed(t, kind) end
  return setmetatable(fields, {__call = function(_, ...) return plain(...) end, __index = indexed, __newindex = indexed})
end

-- Each word is its own, as busted's aliases are: its errors name it (`'context' not
-- supported inside current context block`) and `test(fn)` is the test "test"
local function focusable(make, kind)
  local plain = make(kind, "")
  return plain, callable(plain, {only = make(kind .. ".only", "only", kind), skip = make(kind .. ".skip", "skip", kind)}, kind)
end
local plainDescribe, plainContext, plainIt, plainSpec, plainTest
plainDescribe, describe = focusable(block, "describe")
plainContext, context = focusable(block, "context")
insulate = block("insulate", "", nil, true)
expose = block("expose", "", nil, false, true)
plainIt, it = focusable(declare, "it")
plainSpec, spec = focusable(declare, "spec")
plainTest, test = focusable(declare, "test")

-- busted's describe and it are functions, and suites check so (busted's own core_spec.lua:
-- `assert(type(describe) == 'function')`): the spec's `type` says so of these tables
-- (callabletype.c). The preludes and the libraries keep the standard `type` (this one's is
-- the local above).
_ENV.type = shared.typeOf({[describe] = true, [context] = true, [it] = true, [spec] = true, [test] = true})

-- pending("later") declares a test to do; inside a running test it stops it as pending.
-- busted's names: a number is its text, nil the word "pending"
function pending(name)
  local key = name                         -- busted's own name (registrar, above)
  if mathtype(name) then name = tostring(name) elseif name == nil then name = "pending" end
  if type(name) ~= "string" then host.raise("bad argument #1 to 'pending' (string expected, got " .. type(name) .. ")") end
  host.pending(name, key)
end

-- randomize([on [, seed]]): the current block's children run in a random order
function randomize(...) host.randomize(...) end

-- busted's hooks take a name as its tests do: `before_each(fn)`, `before_each("name", fn)`,
-- and `before_each("name")` declares nothing yet (it returns the function that takes fn); a
-- name (a string or number, as a test's) is what busted's reports call the hook's error
-- (`d reset the world`), else its word — its descriptor for a nil name, as a test's
-- (`setup(nil, fn)`'s error is busted's "strict_setup")
local function hook(kind, as)
  local unnamed = descriptors[kind]
  local alias = descriptors[kind] and kind
  local function add(fn, n, name)
    local named = (type(name) == "string" or type(name) == "number") and tostring(name) or nil
    local key = named and name             -- busted's own name (registrar, above)
    if name == nil and n then named = unnamed end
    if not n then key = alias end
    host.hook(as or kind, runnable(kind, n or 1, fn), kind, named, key)
  end
  return function(name, fn)
    host.declares(kind)
    if fn ~= nil then return add(fn, 2, name) end
    if type(name) == "function" then return add(name) end
    return function(f) host.declares(kind); return add(f, 1, name) end
  end
end
before_each, after_each = hook("before_each"), hook("after_each")
-- busted's --lazy makes `setup` and `teardown` its lazy hooks' aliases (runner.lua), and names an
-- unnamed one's error by them
if shared.lazyHooks then
  descriptors.setup, descriptors.teardown = "lazy_setup", "lazy_teardown"
  setup, teardown = hook("setup", "lazy_setup"), hook("teardown", "lazy_teardown")
else
  setup, teardown = hook("setup"), hook("teardown")
end
shared.lazyHooks = nil
strict_setup, strict_teardown = hook("strict_setup", "setup"), hook("strict_teardown", "teardown")
lazy_setup, lazy_teardown = hook("lazy_setup"), hook("lazy_teardown")


-- Inside a describe body: its tests share one engine, created when the block starts
function shared_engine() host.shareEngine() end

-- Time moves only when the test moves it
rawset(clock, "advanceToNextTimer", host.advanceToNextTimer)

-- The rarer words — at, expect_warning, timeline, an insulate block's save and restore,
-- randomize's shuffle, busted's module, the names — run on first use (spec_dsl_more.lua),
-- with the functions this chunk took at start: a spec that never uses them does not undump
-- them. Until then they are these small functions, which stay: each calls the real one by a
-- tail call (no frame of ours), so a spec that keeps or replaces one sees what it saw before.
-- No function of this chunk reads a global when it runs: a spec's replacement of one
-- (`rawget`, `clock`) must not decide what transit's own code does (bindfenv's guard read the spec's rawget).
local G, loaded, bundle, random = _G, package.loaded, shared.libraryModules, math.random
local globals = {}                         -- the spec file's _ENV (its scopes: below)
local openDebug = shared.openDebug         -- luaopen_debug, for bindfenv (spec_luassert.lua took it too)
shared.openDebug = nil                     -- the last prelude at start to take it
local function nothing() end
local words, exports
local function more()
  if words == nil then
    words = shared.runPrelude("dsl_more")({type = type, setmetatable = setmetatable, pcall = pcall,
      rawset = rawset, rawget = rawget, rawequal = rawequal, ipairs = ipairs, next = next, error = error, find = find,
      randomseed = randomseed, random = random, concat = concat, sort = sort, tointeger = tointeger, G = G,
      loaded = loaded, bundle = bundle, openDebug = openDebug, globals = globals, clock = clock, exports = exports,
      nothing = nothing})
  end
  return words
end

-- at(0.5, fn): moves the clock halfway through the running transition, then calls fn(now)
function at(...) return more().at(...) end
shared.at = at

-- expect_warning(pattern, fn): fn must cause a warning matching the Lua pattern
function expect_warning(...) return more().expect_warning(...) end

-- The engine's timeline so far, one event a line (snapshot it: expect(timeline()):toMatchSnapshot())
function timeline(...) return more().timeline(...) end

-- Whether Lua has finished a garbage collection since this last said so: a table that only
-- a weak table holds is gone once a collection has run. Until then no box Lua held has left
-- it either, so the runner's next reset need not look for retired engines to release.
local witness = setmetatable({}, {__mode = "v"})
local function collected()
  if witness[1] ~= nil then return false end
  witness[1] = {}
  return true
end

-- busted's block environments (busted/environment.lua, context.lua, core.lua): the spec
-- file's _ENV is `globals`, an empty table whose metatable the runner sets to the scope of
-- what runs — the file's chunk, a block's body or one of its hooks, a test (SpecEnvironment.enter).
-- A scope reads its own table, then its block's, out to the file's and the suite's, then _G;
-- a plain global goes into the scope's own table — a hook's into its block's, an expose's into
-- the block around the block holding it — so it is seen there and in the blocks nested in it,
-- and not in a sibling or later block. `_G.x = 1` and rawset(_G, …) are _G's. busted reads
-- `env[key] or parent's`, so a global set to false reads as unset: false is not kept (nor a
-- nil: a block cannot unset its parent's global). Functions run where they are called: a
-- file's function setting a global from a test sets the test's. The scopes are hidden
-- (`getmetatable(_ENV)` is false): a spec cannot rewire them.
local function scope(reads, sink)
  local mt = {__index = reads, sink = sink, __metatable = false}
  function mt.__newindex(_, key, value)
    -- stock's words for `_ENV[nil] = 1`, at the line of the assignment (busted's name its own file)
    if key == nil or key ~= key then error("table index is " .. (key == nil and "nil" or "NaN"), 2) end
    local t = mt.sink
    if t == nil then                               -- a test's own table, made at its first global
      t = setmetatable({}, {__index = mt.__index})
      mt.sink, mt.__index = t, t
    end
    rawset(t, key, value or nil)
  end
  return mt
end
-- a block's scope: a table of its own over what its parent reads; an expose's: its parent's
-- reads, and the table of the block around its parent (busted's unwrap(current, 2))
local function blockScope(parent, exposes)
  local reads = rawget(parent, "__index")
  local mt
  if exposes then
    mt = scope(reads, rawget(rawget(parent, "up"), "sink"))
  else
    local own = setmetatable({}, {__index = reads})
    mt = scope(own, own)
  end
  mt.up = parent
  return mt
end
-- busted's suite above the file (an expose in the file sets its globals there), then the file;
-- the suite reads luassert's `assert` before _G's, which stays Lua's (spec_luassert.lua)
local suiteTable = setmetatable({}, {__index = setmetatable({assert = shared.luassert}, {__index = G})})
local file = blockScope(scope(suiteTable, suiteTable), false)
setmetatable(globals, file)
-- the running test's scope: one table for all, reset before each test (`between`); it reads
-- the test's own words first, then its block's scope. `finally(fn)` runs fn after the test's
-- body, even when it failed (busted's; a callable table too, a luassert spy, as busted calls
-- what it was given). It is a test's word only, as in busted's environments: a hook, a
-- describe body, the file read nil
local test = scope(nil, nil)
local testWordsReads = {}
local testWords = setmetatable({finally = host.finally}, testWordsReads)
host.scopes(globals, file, test)

-- Before each test: its random seed, its scope under its block's; and whether Lua has
-- collected since the last answer
local function between(seed, around)
  randomseed(seed)
  testWordsReads.__index = rawget(around, "__index")
  test.__index, test.sink = testWords, nil
  return collected()
end

-- the names for the reference (`transit api`)
local function surface() return more().surface() end

-- A line io.write left open (no newline yet) goes out at the end of each entry into the spec
-- — a test, a hook, a describe body — as a line of that entry's output: never joined to the
-- next one's, nor lost (the standard output the spec had at start: a spec may replace `io`)
local stdout = io.stdout
local flushStdout = stdout.flush
local function flushOutput() return (pcall(flushStdout, stdout)) end     -- false: not sent

-- require("busted"): busted's exported API (busted.api: the same functions as the globals),
-- made at its first require (spec_dsl_more.lua) from busted's exports as they are now (plain
-- functions, as busted's: the globals are tables only to carry .only and .skip)
exports = {
  describe = plainDescribe, context = plainContext, insulate = insulate, expose = expose, it = plainIt, spec = plainSpec,
  test = plainTest,
  pending = pending, before_each = before_each, after_each = after_each,
  setup = setup, teardown = teardown, strict_setup = strict_setup, strict_teardown = strict_teardown,
  lazy_setup = lazy_setup, lazy_teardown = lazy_teardown,
  assert = shared.luassert, spy = spy, stub = stub, mock = mock, match = match,
}
-- busted has loaded its module before a spec or helper runs: package.loaded.busted is there
-- from the start (suites test it to know they run under busted), this table, whose metatable
-- is filled in at its first read (spec_dsl_more.lua); a write is refused, as busted's
-- module refuses it — at the writer's line, where busted names its own init.lua's. The
-- preload, for a spec that drops it from package.loaded, gives the same table again.
local bustedModule = {}
local function modifyBusted() error("Attempt to modify busted", 2) end
setmetatable(bustedModule, {
  __index = function(module, name) more().busted(module); return module[name] end,
  __newindex = modifyBusted})
package.loaded.busted = bustedModule
package.preload.busted = function() return bustedModule end

-- require("busted.runner")(options): busted's standalone idiom, for `lua x_spec.lua`. Under
-- busted's own binary the runner has run already and a spec's call returns a no-op whatever
-- its argument (busted/runner.lua: `if loaded then return function() end`); transit is the
-- runner here, so the same.
package.preload["busted.runner"] = function() return function() return nothing end end

-- arg: busted's process has one (lua_cliargs' printer reads #arg); a spec's is the same on
-- every run and in every worker: the program and its command, not transit's own options.
-- busted's arg[-1] is the interpreter running it, which suites' helpers take to start
-- another Lua (luacheck's spec/helper.lua, Penlight's app.lua()): with --unsafe, where a
-- spec can start one, it is stock lua5.4, the Lua transit embeds; sandboxed there is none,
-- as no process can be started (those helpers then fall back to "lua", or to ""). Penlight
-- reads it as the libraries' `_G.arg` (their globals, copied before this: spec_luassert.lua),
-- so they hold the same table, as busted's one _G does.
local arguments = {[-1] = shared.interpreter, [0] = "transit", "test"}
rawset(_G, "arg", arguments)
shared.luassertStart.env.arg = arguments
shared.interpreter = nil

-- insulate: saves the globals and the loaded modules; the function returned restores them
local function insulateStart() return more().insulateStart() end

-- busted's exports (busted/init.lua: its words, assert, spy, stub, mock, match) live in its
-- root context's environment, which its specs read before _G: a .busted or --helper, run in
-- _G, that sets one (`describe = nil`, `it = …`) changes _G's and not the specs'. Here they
-- are globals: kept around such a file, the function returned puts them back (spec_dsl_more.lua)
local function keepExports() return more().keepExports() end

-- busted's helper_loader: the --helper reads an `arg` of its own, its -Xhelper words after the
-- interpreter's (transit refuses -Xhelper: none), and the specs' is put back after it,
-- whatever the helper did with it. The function returned puts it back.
local function helperArguments()
  local specs = rawget(_G, "arg")
  rawset(_G, "arg", {[-1] = arguments[-1], [0] = arguments[0]})
  return function() rawset(_G, "arg", specs) end
end

-- busted's helper_loader `require`s a --helper named as a module: the function returned takes
-- its results and records it in package.loaded as require does (its first result, else true
-- unless it stored one itself), so a spec's `require` of that name finds it and runs it no more
local function helperLoaded(name)
  return function(first)
    local modules = rawget(_G, "package").loaded
    if first ~= nil then modules[name] = first elseif modules[name] == nil then modules[name] = true end
  end
end

-- busted's shuffle of a block's n declarations, from its seed (a text: "3 1 2")
local function permute(n, seed) return more().permute(n, seed) end

-- busted's --sort-tests of a block's declarations by their names (a text: "3 1 2")
local function sortOrder(keys) return more().sortOrder(keys) end

-- with --unsafe, the spec's own folder for the spec's own `require`s, after package.path's
-- files (SpecEnvironment.swift; spec_spec_folder.lua): run only then, so a sandboxed file's
-- start does not undump it (the sandbox's require searches the folder itself)
if shared.packagePathSpecFolder ~= nil then shared.runPrelude("spec_folder") end
shared.packagePathSpecFolder, shared.specChunk = nil, nil

return {between = between, surface = surface, insulate = insulateStart, permute = permute, sortOrder = sortOrder,
        errorText = shared.errorText, flushOutput = flushOutput, blockScope = blockScope, keepExports = keepExports,
        helperArguments = helperArguments, helperLoaded = helperLoaded}
