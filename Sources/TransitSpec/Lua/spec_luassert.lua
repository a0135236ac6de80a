-- embed-lua: without local names
-- Debian's luassert and say, loaded as trusted library code and handed to specs (LuassertPrelude.swift).
-- luacheck: globals package
local host, shared = ...
local G, type, next, setmetatable, rawset, rawget, rawequal, load, pcall, error, select, find, tostring =
      _G, type, next, setmetatable, rawset, rawget, rawequal, load, pcall, error, select, string.find, tostring
local openDebug = shared.openDebug          -- luaopen_debug: the stock library, made at first use
local orderedPairs = G.pairs                -- the script's pairs (pairs.c), not this prelude's

-- the libraries' globals: the standard ones as they are now (before any spec ran), so a
-- spec that replaces a global does not break them, and what they read of io, os, package
local env = shared.copy(G)                      -- copytable.c: `for k, v in next, G do env[k] = v end`
shared.copy = nil
-- what spec_luassert_load.lua makes of env at luassert's first use (its debug, io, os and
-- package), from the values they have now: a spec may replace these before that use
local sandboxed = package.searchers == nil
local visibleMetatable, os = G.debug.getmetatable, G.os
local osTime, osClock, osDate, osDifftime = os.time, os.clock, os.date, os.difftime

local function isBundled(name)                   -- luassert and say: loaded together on first use
  return type(name) == "string" and (find(name, "^say$") or find(name, "^say%.") or find(name, "^luassert$")
                                     or find(name, "^luassert%."))
end
local function isLibrary(name)                  -- and Penlight ("pl" itself is its init.lua)
  return isBundled(name) or type(name) == "string" and (find(name, "^pl%.") or name == "pl")
end

-- luassert and say load on first use: a spec that checks with `expect` only never pays for
-- them (18 modules, about 3 M instructions, most of a spec file's start), nor for the code
-- that loads them (spec_luassert_load.lua, run then). Until then the globals are stand-ins
-- that load them when touched in any way a table answers through its metatable (index,
-- assignment, call, pairs, #) and then become the real objects.
local loading
local function later()                             -- spec_luassert_load.lua's functions
  if loading == nil then
    shared.runPrelude("luassert_load")
    loading = shared.luassertLoad
  end
  return loading
end
local function materialize() return later().materialize() end

-- The modules loaded with luassert, and those of busted's own Penlight modules the host
-- loaded: what an insulate block keeps (spec_dsl.lua), as busted loaded them before any
-- block began.
local bundle = {}
shared.libraryModules = bundle

local standins = {}
local function standin(name)
  local s = {}
  standins[name] = s
  return setmetatable(s, {
    __index = function(_, k) materialize() return s[k] end,
    __newindex = function(_, k, v) materialize() s[k] = v end,
    __call = function(_, ...) materialize() return s(...) end,   -- a tail call: no frame of ours
    __pairs = function() materialize() return orderedPairs(s) end,
    __len = function() materialize() return #s end,
  })
end
local assert, spy, stub, mock, match = standin("luassert"), standin("luassert.spy"), standin("luassert.stub"),
                                       standin("luassert.mock"), standin("luassert.match")

-- A Penlight module the project holds itself is the project's where busted would find that
-- copy: busted's require searches its --lpath before the system's Lua tree (Penlight's own
-- suite tests ./lua/pl), except for the modules busted loaded itself before any spec, which
-- stay the system's until a spec drops them from package.loaded (`package.loaded["pl.path"]
-- = nil` to load it again). Those are never in package.loaded here before a spec's first
-- require, so their drop is seen as a write of nil to it, or as a require after the host
-- gave the module once.
local bustedLoaded = {["pl.Map"] = true, ["pl.class"] = true, ["pl.compat"] = true, ["pl.dir"] = true,
                      ["pl.lexer"] = true, ["pl.path"] = true, ["pl.pretty"] = true, ["pl.stringx"] = true,
                      ["pl.tablex"] = true, ["pl.types"] = true, ["pl.utils"] = true}
local dropped, given = {}, {}
local packageTable, projectModule = package, host.projectModule
-- busted has luassert and say in package.loaded before a spec runs: a read of one of their
-- names there loads them (luatoolz/meta registers its assertions `if package.loaded.luassert`,
-- and its searcher, put before the preload one, answered `require "luassert"` with `true`
-- under --unsafe, where busted's require finds the loaded module first). Not the load's own
-- reads (spec_luassert_load.lua: `settle`), nor `next`: only what a load made is listed.
setmetatable(package.loaded, {
  __index = function(loadedTable, name)
    if isBundled(name) then
      later().settle()
      return rawget(loadedTable, name)
    end
  end,
  -- and a write of one of their names loads them first, so that a spec dropping one before
  -- its first use (`package.loaded.luassert = nil`) has it dropped, as busted's, rather than
  -- loaded again by its next read
  __newindex = function(loadedTable, name, value)
    if isBundled(name) then later().settle() end
    if bustedLoaded[name] then
      if value == nil then dropped[name] = true elseif not dropped[name] then bundle[name] = value end
    end
    rawset(loadedTable, name, value)
  end})
local function projects(name)
  if isBundled(name) or bustedLoaded[name] and not (dropped[name] or given[name]) then return false end
  local path = packageTable.path
  if type(path) == "number" then path = tostring(path) end
  return type(path) == "string" and projectModule(name, path)
end

-- a spec's own require of a library (the sandbox's require asks package.preload first)
setmetatable(package.preload, {__index = function(_, name)
  if isLibrary(name) and not projects(name) then
    given[name] = true
    return later().preload(name)
  end
end})

-- what spec_luassert_load.lua works with: taken now, before any spec ran (it clears this
-- when it has read it)
-- (tableHighlight: the colour of luassert's table-diff mark that busted's report handler sets)
shared.luassertStart = {env = env, globals = G, openDebug = openDebug, standins = standins, bundle = bundle, isBundled = isBundled,
                        tableHighlight = shared.tableHighlight,
                        isLibrary = isLibrary, assert = assert, loaded = package.loaded, preload = package.preload,
                        sandboxed = sandboxed, visibleMetatable = visibleMetatable, osTime = osTime,
                        osClock = osClock, osDate = osDate, osDifftime = osDifftime,
                        setmetatable = setmetatable, rawset = rawset, rawget = rawget, rawequal = rawequal,
                        type = type, next = next, load = load, pcall = pcall, error = error, find = find,
                        select = select, tostring = tostring}

shared.tableHighlight = nil

-- busted puts these in its root context's environment, not _G, which keeps Lua's `assert`:
-- a module's `assert(ok, msg)` raises stock's text, an error (not a failure) that has_error
-- compares without its place. spy, stub, mock and match are globals here (a project's
-- helper module may use them); the spec reads `assert` from its suite (spec_dsl.lua).
G.spy, G.stub, G.mock, G.match = spy, stub, mock, match
shared.luassert = assert
