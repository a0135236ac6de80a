-- Debian's luassert and say, loaded as trusted library code and handed to specs (LuassertPrelude.swift).
-- luacheck: globals package
local _, shared = ...
local G, type, next, setmetatable, rawset, load, pcall, error, select, find =
      _G, type, next, setmetatable, rawset, load, pcall, error, select, string.find
local stock = shared.debug
shared.debug = nil

-- luassert reads a stack level's info only for its `source` (util.errorlevel, two calls or
-- more per assertion): "S" when no fields are named, rather than all of them (a table of
-- fifteen, the line and the name looked up). Levels count one deeper here, past this function.
local stockGetinfo = stock.getinfo
local function levelInfo(f, ...)
  if type(f) ~= "number" then return stockGetinfo(f, ...) end      -- a function or a thread
  if select("#", ...) == 0 then return stockGetinfo(f + 1, "S") end
  return stockGetinfo(f + 1, ...)
end

-- the libraries' globals: the standard ones as they are now (before any spec ran), so a
-- spec that replaces a global does not break them, and what they read of io, os, package
local env = {}
for k, v in next, G do env[k] = v end
env._G = env
env.debug = {getmetatable = stock.getmetatable, setmetatable = stock.setmetatable, getinfo = levelInfo,
             traceback = stock.traceback}
env.io = {type = function() return nil end}                 -- formatters: never a terminal
env.os = {getenv = function() return nil end}
env.package = {config = "/\n;\n?\n!\n-\n", loaded = package.loaded, preload = package.preload}
-- luassert's formatters ask for lua-term (`pcall(require, 'term')`) only to colour a
-- terminal, and io.type above says there is none. The sandbox has no lua-term: its require
-- searched the spec path for a `term.lua` (ten files, 0.5 M instructions a spec file) to
-- fail, or ran a project's own `term.lua` as if it were lua-term. It fails here at once.
-- --unsafe keeps the stock require (and package.searchers): lua-term loads as under busted.
if package.searchers == nil then
  local require = G.require
  env.require = function(name, ...)
    if name == "term" then error("module 'term' not found (luassert's output is not coloured)", 2) end
    return require(name, ...)                     -- a tail call: require sees luassert's frame
  end
end

local function isBundled(name)                   -- luassert and say: loaded together on first use
  return type(name) == "string" and (find(name, "^say$") or find(name, "^say%.") or find(name, "^luassert$")
                                     or find(name, "^luassert%."))
end
local function isLibrary(name) return isBundled(name) or type(name) == "string" and find(name, "^pl%.") end

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
    __pairs = function() materialize() return next, s, nil end,
    __len = function() materialize() return #s end,
  })
end
local assert, spy, stub, mock, match = standin("luassert"), standin("luassert.spy"), standin("luassert.stub"),
                                       standin("luassert.mock"), standin("luassert.match")

setmetatable(package.preload, {__index = function(_, name)
  if isLibrary(name) then return later().preload(name) end
end})

-- what spec_luassert_load.lua works with: taken now, before any spec ran
shared.luassertStart = {env = env, stock = stock, standins = standins, bundle = bundle, isBundled = isBundled,
                        assert = assert, require = G.require, loaded = package.loaded,
                        setmetatable = setmetatable, rawset = rawset, rawget = rawget, rawequal = rawequal,
                        type = type, next = next, load = load, pcall = pcall, error = error, find = find}

G.assert, G.spy, G.stub, G.mock, G.match = assert, spy, stub, mock, match
shared.luassert = assert
