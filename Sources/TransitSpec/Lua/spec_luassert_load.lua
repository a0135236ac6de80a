-- How luassert and say load and become the globals' objects, run on a spec's first use of
-- them (spec_luassert.lua hands over what it took at start: `shared.luassertStart`).
local host, shared = ...
local start = shared.luassertStart
shared.luassertStart = nil
local env, standins, bundle, isBundled, isLibrary, assert = start.env, start.standins, start.bundle, start.isBundled,
                                                            start.isLibrary, start.assert
local loaded, packagePreload = start.loaded, start.preload
local type, next, setmetatable, rawset, rawget, rawequal, load, pcall, error, find, select, tostring =
      start.type, start.next, start.setmetatable, start.rawset, start.rawget, start.rawequal, start.load, start.pcall,
      start.error, start.find, start.select, start.tostring
local stock = start.openDebug()                  -- the stock debug library, for the libraries only
local getmetatable, stockGetinfo, setupvalue = stock.getmetatable, stock.getinfo, stock.setupvalue

-- luassert reads a stack level's info only for its `source` (util.errorlevel, two calls or
-- more per assertion): "S" when no fields are named, rather than all of them (a table of
-- fifteen, the line and the name looked up). Levels count one deeper here, past this function.
-- A level's or a thread's function is never given: a spec can reach these functions
-- (Penlight's pl.func.import("debug") reads the libraries' `_G`), and the frames below a test
-- are the runner's own.
local function levelInfo(f, ...)
  local kind = type(f)
  if kind == "function" then return stockGetinfo(f, ...) end      -- its func is the one given
  local info
  if kind == "number" then
    if select("#", ...) == 0 then return stockGetinfo(f + 1, "S") end
    info = stockGetinfo(f + 1, ...)
  else
    info = stockGetinfo(f, ...)                 -- a thread's level
  end
  if type(info) == "table" then info.func = nil end
  return info
end

-- luassert reads metatables past a `__metatable` field (deepcompare's __eq, callable,
-- hastostring, deepcopy) as the sandbox's debug.getmetatable does: the host's hidden ones (a
-- bound object's, a class table's) are not there, so neither luassert.util.deepcopy nor a spec
-- that takes these functions (as above) can read or copy them; it sets them only as
-- setmetatable may (on its copies, tables). A bound object (userdata) shows a new stand-in
-- whose only field is `__tostring = tostring`: every bound object has a string, which luassert asks
-- of a value it matches or reports (`assert.matches("View", view)`, has_error's message), and
-- tostring gives it through the real metatable. A class table shows none: luassert would call
-- its __call only where a spec could call the class itself. With --unsafe, G.debug is the
-- stock one: nothing is hidden. (The sandbox's debug.getmetatable as it was at start.)
local visibleMetatable = start.visibleMetatable
local function libraryGetmetatable(value)
  local mt = visibleMetatable(value)
  if mt == false then                           -- hidden: the host's
    if type(value) == "userdata" then return {__tostring = tostring} end   -- new: a spec may change it
    return nil
  end
  return mt
end

-- the libraries' globals (env, copied at start: spec_luassert.lua) with their own debug, io,
-- os and package, made of what these were at start
env._G = env
env.debug = {getmetatable = libraryGetmetatable, setmetatable = setmetatable, getinfo = levelInfo,
             traceback = stock.traceback}
-- sandboxed, no io but what luassert's formatters ask (never a terminal), and of os the
-- sandbox's clock (Penlight's Date reads os.time when it loads) and no environment; --unsafe
-- (the stock require: package.searchers) gives them the stock ones, as busted does, but
-- still never a terminal (env.io and env.os are still the snapshot's: io and os at start)
if start.sandboxed then
  env.io = {type = function() return nil end}
  env.os = {getenv = function() return nil end, time = start.osTime, clock = start.osClock, date = start.osDate,
            difftime = start.osDifftime}
else
  env.io = setmetatable({type = function() return nil end}, {__index = env.io})
end
env.package = {config = "/\n;\n?\n!\n-\n", loaded = loaded, preload = packagePreload}

-- busted.getTrace's place: the first frame that is neither C nor luassert's (nor Transit's own)
local function place()
  local level = 2
  local info = stockGetinfo(level, "Sl")
  while info and (info.what == "C" or find(info.short_src, "luassert[/\\].*%.lua$") or find(info.source, "^=%(transit ")) do
    level = level + 1
    info = stockGetinfo(level, "Sl")
  end
  return info and info.short_src .. ":" .. info.currentline .. ": " or ""
end

-- busted.fail: the error of luassert.assert is an assertion failure at the level given,
-- raised as busted's failure object (its core.lua): {message = what error made of the
-- message}, whose tostring is that message — so a spec that catches it
-- (`pcall(assert.are.equal, 1, 2)`) reads `e.message`, as under busted. A message that is
-- no string busted words in its report (rewriteMessage) by its __tostring, else as
-- pretty.write prints the wrapper, at getTrace's place when the words name none:
-- `assert(false, {x = 1})` reads "f_spec.lua:4: {\n  message = {\n    x = 1\n  }\n}". That
-- object's tostring is those words here, which the report takes, where busted's is the
-- message's own __tostring or none (`table: 0x…`).
local failureWords = {__tostring = function(e) return tostring(e.message) end}
local function fail(message, level)
  local raw = (type(level) ~= "number" or level <= 0) and level
  local _, raised = pcall(error, message, raw or (level or 1) + 2)
  local words = failureWords
  local text = raised
  if type(raised) ~= "string" then
    local mt = getmetatable(raised)               -- the stock debug's, as busted's hasToString reads it
    if type(mt) == "table" and mt.__tostring then text = tostring(raised) else text = shared.errorText({message = raised}) end
    if not find(text, "^[^\n]-:%d+: ") then text = place() .. text end
    words = {__tostring = function() return text end}
  end
  host.failure(text)
  error(setmetatable({message = raised}, words), 0)
end

-- Penlight's `pl` (its init.lua: pl.import_into(_G)) and `pl.strict` work on the global
-- table: under busted, where Penlight shares the spec's globals, `require "pl"` makes every
-- Penlight module a global of the spec on first read, and `require "pl.strict"` makes the
-- spec's globals strict. Their `_G` is the spec's; all else they read is the libraries'.
local specGlobals = setmetatable({_G = start.globals}, {__index = env})

local function loader(name)
  local source, chunkname = host.library(name)
  if source == nil then return nil end
  local scope = env
  if name == "luassert.assert" then scope = setmetatable({error = fail}, {__index = env}) end
  if name == "pl" or name == "pl.strict" then scope = specGlobals end
  if type(source) == "function" then            -- compiled on an earlier run (LibraryCache.swift)
    setupvalue(source, 1, scope)                -- a main chunk's one upvalue, _ENV: as load's env
    return source
  end
  local chunk, message = load(source, chunkname, "t", scope)
  if chunk == nil then error(message, 0) end
  host.compiled(chunkname, chunk)
  return chunk
end

-- A library's require never reads a project file: it answers what is loaded (the standard
-- modules, a module the spec loaded or put there itself, as stock require does), a function
-- the spec put in package.preload (a mock), or the files of luassert, say and Penlight the
-- loader reads, and runs the chunk itself, so that nothing a spec does to package.preload's
-- metatable sends it to the spec path. Optional requires (`pcall(require, 'term')` in
-- luassert's formatters, 'lfs' in pl.path, 'lxp.lom' in pl.xml …) fail at once, as where
-- those are not installed, instead of searching the spec path (ten files for `term`: 0.5 M
-- instructions a spec file) and running a project's own `lfs.lua` as if it were
-- LuaFileSystem. A spec's own require is the sandbox's: the project's files first. --unsafe
-- keeps the stock require (and package.searchers), as under busted (env.require: the
-- snapshot's, require at start).
-- luassert and say load on a spec's first use, where busted has them loaded before the
-- spec runs: for their names the libraries' require answers only the modules it loaded
-- itself (`ours`), never a spec's entry in package.loaded or package.preload, which busted
-- would not have seen.
-- Sandboxed, luassert's formatters' optional `term` is lua-term's colours alone (term.colors'
-- names and codes; term itself needs its C module, term.core): a spec's
-- `assert:set_parameter("TableErrorHighlightColor", "blue")` marks a table diff's key as under
-- busted, where the formatter indexed the failed require's message (`attempt to index a nil
-- value (field 'colors')`) until busted111. Never a terminal: isatty answers false. Not put in
-- package.loaded: the spec's own `require "term"` stays its own (a project's term.lua).
local termCodes = {reset = 0, clear = 0, default = 0, bright = 1, dim = 2, underscore = 4, blink = 5, reverse = 7,
                   hidden = 8, black = 30, red = 31, green = 32, yellow = 33, blue = 34, magenta = 35, cyan = 36,
                   white = 37, onblack = 40, onred = 41, ongreen = 42, onyellow = 43, onblue = 44, onmagenta = 45,
                   oncyan = 46, onwhite = 47}
local sandboxTerm = {
  colors = setmetatable({}, {__index = function(_, key)
    local code = termCodes[key]
    if code == nil then return nil end
    return function(s) return "\27[" .. code .. "m" .. tostring(s) .. "\27[0m" end
  end}),
  isatty = function() return false end,
}

local ours = {}
local stockRequire = env.require
local function libraryRequire(name)
  local bundled, value = isBundled(name), rawget(loaded, name)
  if value and (not bundled or rawequal(ours[name], value)) then return value end
  local chunk, extra
  if not bundled then chunk, extra = rawget(packagePreload, name), ":preload:" end
  if chunk == nil and isLibrary(name) then chunk, extra = loader(name), nil end
  if chunk == nil and name == "term" and start.sandboxed then return sandboxTerm end
  if chunk == nil then
    error("module '" .. tostring(name) .. "' not found (a library's require finds only the standard "
          .. "modules, luassert, say and Penlight)", 2)
  end
  value = chunk(name, extra)                    -- its errors name the library's line
  if value ~= nil then loaded[name] = value end
  if rawget(loaded, name) == nil then loaded[name] = true end
  if bundled then ours[name] = rawget(loaded, name) end
  return rawget(loaded, name)
end
-- --unsafe: the stock require, but for luassert's and say's names, which busted loaded before
-- any spec could put a searcher of its own in front of package.searchers (luatoolz/meta's
-- answered `require "luassert"` with `true`, and luassert's load stopped at a nil metatable)
local require = start.sandboxed and libraryRequire or function(name, ...)
  if isBundled(name) then return libraryRequire(name) end
  return stockRequire(name, ...)
end
env.require = require

local state, failure = "unloaded", nil             -- "loading", "loaded", "failed"
local materialize

-- a library `require` that no module answered yet
local function preload(name)
  if isBundled(name) and state ~= "loading" and state ~= "loaded" then
    materialize()                                   -- the whole bundle, as busted has it at start
    local module = loaded[name]
    if module ~= nil then return function() return module end end
  end
  return loader(name)
end

-- The real module's fields and metatable move to its stand-in, and the real table (which
-- luassert's own functions still hold as upvalues) forwards to it: a spec that replaces
-- `spy.new` reaches `spy.on`'s call of it as before.
-- In this order so that a limit stopping it anywhere leaves both tables usable: the stand-in
-- loads (and fails, materialize) until it has the module's metatable; the real table keeps
-- its own until it forwards, and its fields, cleared last, are then the same values.
local function adopt(s, real)
  for k, v in next, real do
    if rawget(s, k) == nil then rawset(s, k, v) end
  end
  setmetatable(s, getmetatable(real))
  setmetatable(real, {__index = s, __newindex = s, __call = function(_, ...) return s(...) end})
  for k in next, s do rawset(real, k, nil) end
end

-- counting: every assertion registered now or later, and assert(v) itself. An entry's
-- `callback` is counted where luassert's assert.lua reads it, just before its call: the
-- entry holds it behind `__index`, so no frame of ours comes between, and an error raised in
-- an `assert:register`ed function shows busted's frames (`in field 'callback'`, then
-- `luassert/assert.lua:43`) and a level given `error` names busted's place. (A wrapper that
-- tail-called it read `in function <x_spec.lua:1>` and `(...tail calls...)` there.) A spec's
-- own read of it (to wrap it) is no assertion.
local count = host.count
local wrapped = setmetatable({}, {__mode = "k"})          -- an entry may sit under two names
local function counted(entry)
  if type(entry) == "table" and type(rawget(entry, "callback")) == "function" and not wrapped[entry]
     and getmetatable(entry) == nil then
    wrapped[entry] = true
    local held = {callback = rawget(entry, "callback")}
    rawset(entry, "callback", nil)
    setmetatable(entry, {
      __index = function(_, k)
        if k == "callback" then
          local reader = stockGetinfo(2, "S")
          if reader and find(reader.source, "/luassert/", 1, true) then count() end
        end
        return held[k]
      end,
      __newindex = function(t, k, v)
        if k == "callback" then held[k] = v else rawset(t, k, v) end
      end,
    })
  end
  return entry
end

local tableHighlight = start.tableHighlight
local function loadAll()
  local real = {luassert = require("luassert"), ["luassert.spy"] = require("luassert.spy"),
                ["luassert.stub"] = require("luassert.stub"), ["luassert.mock"] = require("luassert.mock"),
                ["luassert.match"] = require("luassert.match")}
  require("say")
  -- busted's utfTerminal and gtest handlers set the table-diff mark's colour when they load,
  -- before any spec: red when they colour (a terminal, -Xoutput --color), none when not; its
  -- other handlers leave luassert's own, red on a terminal
  if tableHighlight then real.luassert:set_parameter("TableErrorHighlightColor", tableHighlight) end
  -- luassert's `register` assigns a name's entry over any there (assert.lua:90), which a
  -- `__newindex` on the namespace never sees: the entries live behind it, so every assignment
  -- (a name registered again, a built-in replaced) is counted (rev96b). The metatable first,
  -- the raw keys cleared after: a limit stopping this anywhere leaves every name readable.
  local assertions = require("luassert.namespaces").assertion
  local entries = {}
  for k, entry in next, assertions do entries[k] = counted(entry) end
  setmetatable(assertions, {
    __index = entries,
    __newindex = function(_, k, v) entries[k] = counted(v) end,
    __pairs = function() return next, entries, nil end,
  })
  for k in next, entries do rawset(assertions, k, nil) end
  local mt = getmetatable(real.luassert)                  -- the stand-in's, after adopt
  local call = mt.__call
  mt.__call = function(...)
    local caller = stockGetinfo(2, "S")                   -- luassert's own checks use assert() too
    if not (caller and find(caller.source, "/luassert/", 1, true)) then count() end
    return call(...)
  end
  -- the bundle before the stand-ins become the modules: an insulate block around a first use
  -- a limit stops after this keeps the modules (spec_dsl.lua), whose use then says why
  for name, module in next, loaded do
    if isBundled(name) then bundle[name] = standins[name] or (rawequal(module, real.luassert) and assert) or module end
  end
  for name, module in next, bundle do
    if isBundled(name) then                    -- (busted's own Penlight modules are kept there too)
      loaded[name] = module
      ours[name] = module
    end
  end
  for name, s in next, standins do adopt(s, real[name]) end
  -- a retired box (an object of a reset engine) spied on: its error at the spec's line, where
  -- spy.on's own index of it named luassert's spy.lua
  local spy = standins["luassert.spy"] or real["luassert.spy"]
  local on = spy.on
  spy.on = function(target, ...) host.checkNotRetired(target) return on(target, ...) end
end

-- Whether loadAll is running below this call (a finalizer or a spec's metamethod using
-- luassert while it loads), rather than stopped part way by a limit.
local function loadingBelow()
  local level = 2
  repeat                                        -- to the stack's bottom: no depth is too deep
    local info = stockGetinfo(level, "f")
    if info ~= nil and info.func == loadAll then return true end
    level = level + 1
  until info == nil
  return false
end

-- A failed load (luassert missing or broken) fails every later use the same way. So does a
-- load a limit stopped part way (the instruction, time or memory limit of the test that used
-- luassert first, which pays for loading it): its modules may be half made, and loading
-- again over them mixed two sets of tables (review of test7), so every later use says why.
function materialize()
  if state == "loaded" then return end
  if state == "failed" then error(failure, 0) end
  if state == "loading" and not loadingBelow() then
    state, failure = "failed", "luassert's load, at its first use in this file, was stopped by a limit: "
                              .. "raise it (--instructions, --time, --memory)"
    error(failure, 0)
  end
  state = "loading"
  local ok, message = pcall(loadAll)
  if not ok then
    state, failure = "failed", message
    error(message, 0)
  end
  state = "loaded"
end

-- a read of package.loaded for one of their names (spec_luassert.lua): it loads them, as
-- busted has them loaded, unless it is the load's own read of a module not loaded yet
local function settle()
  if state == "loading" and loadingBelow() then return end
  materialize()
end

shared.luassertLoad = {materialize = materialize, preload = preload, loader = loader, settle = settle}
