-- Debian's luassert and say, loaded as trusted library code and handed to specs (LuassertPrelude.swift).
-- luacheck: globals package
local host, shared = ...
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

-- busted.fail: the error of luassert.assert is an assertion failure at the level given
local function fail(message, level)
  local raw = (type(level) ~= "number" or level <= 0) and level
  local _, text = pcall(error, message, raw or (level or 1) + 2)
  if type(text) ~= "string" then text = shared.format(text) end
  host.failure(text)
  error(text, 0)
end

local function isLibrary(name)
  return type(name) == "string" and (find(name, "^say$") or find(name, "^say%.") or find(name, "^luassert$")
                                     or find(name, "^luassert%.") or find(name, "^pl%."))
end

local setupvalue = stock.setupvalue
local function loader(name)
  local source, chunkname = host.library(name)
  if source == nil then return nil end
  local scope = env
  if name == "luassert.assert" then scope = setmetatable({error = fail}, {__index = env}) end
  if type(source) == "function" then            -- compiled on an earlier run (LibraryCache.swift)
    setupvalue(source, 1, scope)                -- a main chunk's one upvalue, _ENV: as load's env
    return source
  end
  local chunk, message = load(source, chunkname, "t", scope)
  if chunk == nil then error(message, 0) end
  host.compiled(chunkname, chunk)
  return chunk
end
setmetatable(package.preload, {__index = function(_, name)
  if isLibrary(name) then return loader(name) end
end})

local assert = require("luassert")
local spy, stub, mock, match = require("luassert.spy"), require("luassert.stub"), require("luassert.mock"), require("luassert.match")
require("say")

-- counting: every assertion registered now or later, and assert(v) itself
local count = host.count
local wrapped = setmetatable({}, {__mode = "k"})          -- an entry may sit under two names
local function counted(entry)
  if type(entry) == "table" and type(entry.callback) == "function" and not wrapped[entry] then
    wrapped[entry] = true
    local callback = entry.callback
    entry.callback = function(...) count() return callback(...) end
  end
  return entry
end
local assertions = require("luassert.namespaces").assertion
for _, entry in next, assertions do counted(entry) end
setmetatable(assertions, {__newindex = function(t, k, v) rawset(t, k, counted(v)) end})
local mt = stock.getmetatable(assert)
local call = mt.__call
local getinfo = stock.getinfo
mt.__call = function(...)
  local caller = getinfo(2, "S")                          -- luassert's own checks use assert() too
  if not (caller and find(caller.source, "/luassert/", 1, true)) then count() end
  return call(...)
end

G.assert, G.spy, G.stub, G.mock, G.match = assert, spy, stub, mock, match
shared.luassert = assert
