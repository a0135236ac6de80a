-- The globals a stage installs, found by comparing _G before and after its bindings went in
-- (so no list of names can go stale), and what `require "transit"` returns: in the host's
-- state the module's table (LoadedModule.swift); in Transit's own states the same names.
-- _ENV is the state's globals table; only raw access, so a strictness metatable on _G
-- neither blocks nor sees Transit's globals.
local G, next, rawget, rawset, rawequal, setmetatable, type = _G, next, rawget, rawset, rawequal, setmetatable, type
local orderedPairs = G.pairs                -- the script's pairs (pairs.c), not this prelude's
local helpers = {}
function helpers.snapshot()
  local t = {}
  for k, v in next, G do t[k] = v end
  return t
end
-- an empty table the host holds, filled by fillChanged once the bindings are in
function helpers.emptyTable()
  return {}
end
-- every global that is new or changed since `before` (a snapshot), into `into`
function helpers.fillChanged(into, before)
  for k, v in next, G do
    if not rawequal(rawget(before, k), v) then into[k] = v end
  end
end
-- the host's module: a table of the globals, with reset and settle
function helpers.module(globals, reset, settle)
  local t = {}
  for k, v in next, globals do t[k] = v end
  t.reset, t.settle = reset, settle
  return t
end
-- a second load into the host's state: the globals back into _G
function helpers.install(globals)
  for k, v in next, globals do rawset(G, k, v) end
end
-- after a reset: the globals' current values (the new window) into both tables
function helpers.refresh(globals, module)
  for k in next, globals do
    local v = rawget(G, k)
    globals[k], module[k] = v, v
  end
end
-- after a reset in Transit's own state: the one global a reset replaces (`window`) — the
-- table must not hold the old one, which would keep the old engine alive
function helpers.track(globals, name)
  if rawget(globals, name) ~= nil then globals[name] = rawget(G, name) end
end
-- Transit's own state: package.loaded.transit reads the globals as they are now (a
-- reset replaces `window`), lists them to pairs, and adds reset and settle. package.preload
-- answers with the same table, so a script that takes it out of package.loaded (busted's
-- idiom, `package.loaded.transit = nil`) finds Transit again with require, as the C module
-- loads again in a host's state (docs/lua-module.md)
function helpers.provide(globals, reset, settle)
  local package = rawget(G, "package")
  local loaded = type(package) == "table" and rawget(package, "loaded")
  if type(loaded) ~= "table" then return end
  local extra = {reset = reset, settle = settle}
  local module = setmetatable({}, {
    __index = function(_, k)
      if extra[k] ~= nil then return extra[k] end
      if rawget(globals, k) ~= nil then return rawget(G, k) end
    end,
    __pairs = function()
      local all = {}
      for k in next, globals do all[k] = rawget(G, k) end
      for k, v in next, extra do all[k] = v end
      return orderedPairs(all)            -- the sandbox's: the same order on every run
    end,
    __name = "transit",
    __metatable = false,       -- hidden, as bound objects' metatables are
  })
  loaded.transit = module
  local preload = rawget(package, "preload")
  if type(preload) == "table" then rawset(preload, "transit", function() return module end) end
end
return helpers
