-- How luassert and say load and become the globals' objects, run on a spec's first use of
-- them (spec_luassert.lua hands over what it took at start: `shared.luassertStart`).
local host, shared = ...
local start = shared.luassertStart
shared.luassertStart = nil
local env, standins, bundle, isBundled, assert = start.env, start.standins, start.bundle, start.isBundled,
                                                 start.assert
local require, loaded, ours = start.require, start.loaded, start.ours
local type, next, setmetatable, rawset, rawget, rawequal, load, pcall, error, find =
      start.type, start.next, start.setmetatable, start.rawset, start.rawget, start.rawequal, start.load, start.pcall,
      start.error, start.find
local getmetatable, stockGetinfo, setupvalue = start.getmetatable, start.getinfo, start.setupvalue

-- busted.fail: the error of luassert.assert is an assertion failure at the level given
local function fail(message, level)
  local raw = (type(level) ~= "number" or level <= 0) and level
  local _, text = pcall(error, message, raw or (level or 1) + 2)
  if type(text) ~= "string" then text = shared.format(text) end
  host.failure(text)
  error(text, 0)
end

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
  local assertions = require("luassert.namespaces").assertion
  for _, entry in next, assertions do counted(entry) end
  setmetatable(assertions, {__newindex = function(t, k, v) rawset(t, k, counted(v)) end})
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
    loaded[name] = module
    ours[name] = module
  end
  for name, s in next, standins do adopt(s, real[name]) end
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

shared.luassertLoad = {materialize = materialize, preload = preload, loader = loader}
