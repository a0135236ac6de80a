-- Debian's luassert and say, loaded as trusted library code and handed to specs (LuassertPrelude.swift).
-- luacheck: globals package
local _, shared = ...
local G, type, next, setmetatable, rawset, rawget, rawequal, load, pcall, error, select, find, tostring =
      _G, type, next, setmetatable, rawset, rawget, rawequal, load, pcall, error, select, string.find, tostring
local stock = shared.debug
local orderedPairs = G.pairs                -- the script's pairs (pairs.c), not this prelude's
shared.debug = nil

-- luassert reads a stack level's info only for its `source` (util.errorlevel, two calls or
-- more per assertion): "S" when no fields are named, rather than all of them (a table of
-- fifteen, the line and the name looked up). Levels count one deeper here, past this function.
-- A level's or a thread's function is never given: a spec can reach these functions
-- (Penlight's pl.func.import("debug") reads the libraries' `_G`), and the frames below a test
-- are the runner's own.
local stockGetinfo = stock.getinfo
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
-- stock one: nothing is hidden.
local visibleMetatable = G.debug.getmetatable
local function libraryGetmetatable(value)
  local mt = visibleMetatable(value)
  if mt == false then                           -- hidden: the host's
    if type(value) == "userdata" then return {__tostring = tostring} end   -- new: a spec may change it
    return nil
  end
  return mt
end

-- the libraries' globals: the standard ones as they are now (before any spec ran), so a
-- spec that replaces a global does not break them, and what they read of io, os, package
local env = shared.copy(G)                      -- copytable.c: `for k, v in next, G do env[k] = v end`
shared.copy = nil
env._G = env
env.debug = {getmetatable = libraryGetmetatable, setmetatable = setmetatable, getinfo = levelInfo,
             traceback = stock.traceback}
-- sandboxed, no io but what luassert's formatters ask (never a terminal), and of os the
-- sandbox's clock (Penlight's Date reads os.time when it loads) and no environment; --unsafe
-- (the stock require: package.searchers) gives them the stock ones, as busted does, but
-- still never a terminal
if package.searchers == nil then
  env.io = {type = function() return nil end}
  env.os = {getenv = function() return nil end, time = G.os.time, clock = G.os.clock, date = G.os.date,
            difftime = G.os.difftime}
else
  env.io = setmetatable({type = function() return nil end}, {__index = G.io})
  env.os = G.os
end
env.package = {config = "/\n;\n?\n!\n-\n", loaded = package.loaded, preload = package.preload}

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

-- The modules loaded with luassert: what an insulate block keeps (spec_dsl.lua), as busted
-- loaded them before any block began.
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

-- a spec's own require of a library (the sandbox's require asks package.preload first)
setmetatable(package.preload, {__index = function(_, name)
  if isLibrary(name) then return later().preload(name) end
end})

-- A library's require never reads a project file: it answers what is loaded (the standard
-- modules, a module the spec loaded or put there itself, as stock require does), a function
-- the spec put in package.preload (a mock), or the files of luassert, say and Penlight the
-- loader reads, and runs the chunk itself, so that nothing a spec does to package.preload's
-- metatable sends it to the spec path. Optional requires (`pcall(require, 'term')` in
-- luassert's formatters, 'lfs' in pl.path, 'lxp.lom' in pl.xml …) fail at once, as where
-- those are not installed, instead of searching the spec path (ten files for `term`: 0.5 M
-- instructions a spec file) and running a project's own `lfs.lua` as if it were
-- LuaFileSystem. A spec's own require is the sandbox's: the project's files first. --unsafe
-- keeps the stock require (and package.searchers), as under busted.
-- luassert and say load on a spec's first use, where busted has them loaded before the
-- spec runs: for their names the libraries' require answers only the modules it loaded
-- itself (`ours`), never a spec's entry in package.loaded or package.preload, which busted
-- would not have seen.
local ours = {}
local libraryRequire = G.require
if package.searchers == nil then
  local loaded, preload = package.loaded, package.preload
  libraryRequire = function(name)
    local bundled, value = isBundled(name), loaded[name]
    if value and (not bundled or rawequal(ours[name], value)) then return value end
    local chunk, extra
    if not bundled then chunk, extra = rawget(preload, name), ":preload:" end
    if chunk == nil and isLibrary(name) then chunk, extra = later().loader(name), nil end
    if chunk == nil then
      error("module '" .. tostring(name) .. "' not found (a library's require finds only the standard "
            .. "modules, luassert, say and Penlight)", 2)
    end
    value = chunk(name, extra)                  -- its errors name the library's line
    if value ~= nil then loaded[name] = value end
    if loaded[name] == nil then loaded[name] = true end
    if bundled then ours[name] = loaded[name] end
    return loaded[name]
  end
  env.require = libraryRequire
end

-- what spec_luassert_load.lua works with: taken now, before any spec ran (of the stock
-- debug library only the three functions it calls; it clears this when it has read it)
shared.luassertStart = {env = env, setupvalue = stock.setupvalue, getmetatable = stock.getmetatable,
                        getinfo = stockGetinfo, standins = standins, bundle = bundle, isBundled = isBundled,
                        assert = assert, require = libraryRequire, loaded = package.loaded, ours = ours,
                        setmetatable = setmetatable, rawset = rawset, rawget = rawget, rawequal = rawequal,
                        type = type, next = next, load = load, pcall = pcall, error = error, find = find}

G.assert, G.spy, G.stub, G.mock, G.match = assert, spy, stub, mock, match
shared.luassert = assert
