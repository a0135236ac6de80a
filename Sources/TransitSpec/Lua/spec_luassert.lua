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

local function isBundled(name)                   -- luassert and say: loaded together on first use
  return type(name) == "string" and (find(name, "^say$") or find(name, "^say%.") or find(name, "^luassert$")
                                     or find(name, "^luassert%."))
end
local function isLibrary(name) return isBundled(name) or type(name) == "string" and find(name, "^pl%.") end

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

-- luassert and say load on first use: a spec that checks with `expect` only never pays for
-- them (18 modules, about 3 M instructions, most of a spec file's start). Until then the
-- globals are stand-ins that load them when touched in any way a table answers through its
-- metatable (index, assignment, call, pairs, #) and then become the real objects (`adopt`).
local state, failure = "unloaded", nil             -- "loading", "loaded", "failed"
local materialize

setmetatable(package.preload, {__index = function(_, name)
  if not isLibrary(name) then return nil end
  if isBundled(name) and state ~= "loading" and state ~= "loaded" then
    materialize()                                   -- the whole bundle, as busted has it at start
    local module = package.loaded[name]
    if module ~= nil then return function() return module end end
  end
  return loader(name)
end})

-- The modules loaded with luassert: what an insulate block keeps (spec_dsl.lua), as busted
-- loaded them before any block began.
local bundle = {}
shared.libraryModules = bundle

local getmetatable, rawget, rawequal, require, loaded = stock.getmetatable, rawget, rawequal, G.require, package.loaded
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

-- The real module's fields and metatable move to its stand-in, and the real table (which
-- luassert's own functions still hold as upvalues) forwards to it: a spec that replaces
-- `spy.new` reaches `spy.on`'s call of it as before.
local function adopt(s, real)
  for k, v in next, real do
    if rawget(s, k) == nil then rawset(s, k, v) end
  end
  for k in next, s do rawset(real, k, nil) end
  setmetatable(s, getmetatable(real))
  setmetatable(real, {__index = s, __newindex = s, __call = function(_, ...) return s(...) end})
end

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

local function loadAll()
  local real = {luassert = require("luassert"), ["luassert.spy"] = require("luassert.spy"),
                ["luassert.stub"] = require("luassert.stub"), ["luassert.mock"] = require("luassert.mock"),
                ["luassert.match"] = require("luassert.match")}
  require("say")
  for name, s in next, standins do adopt(s, real[name]) end
  for name, module in next, loaded do
    if isBundled(name) then bundle[name] = standins[name] or (rawequal(module, real.luassert) and assert) or module end
  end
  for name, module in next, bundle do loaded[name] = module end
  local assertions = require("luassert.namespaces").assertion
  for _, entry in next, assertions do counted(entry) end
  setmetatable(assertions, {__newindex = function(t, k, v) rawset(t, k, counted(v)) end})
  local mt = getmetatable(assert)
  local call = mt.__call
  mt.__call = function(...)
    local caller = stockGetinfo(2, "S")                   -- luassert's own checks use assert() too
    if not (caller and find(caller.source, "/luassert/", 1, true)) then count() end
    return call(...)
  end
end

-- A failed load (luassert missing or broken) fails every later use the same way.
function materialize()
  if state == "loaded" then return end
  if state == "failed" then error(failure, 0) end
  state = "loading"
  local ok, message = pcall(loadAll)
  if not ok then
    state, failure = "failed", message
    error(message, 0)
  end
  state = "loaded"
end

G.assert, G.spy, G.stub, G.mock, G.match = assert, spy, stub, mock, match
shared.luassert = assert
