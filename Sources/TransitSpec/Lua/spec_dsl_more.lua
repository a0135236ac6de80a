-- The spec DSL's rarer words, run on a spec's first use of one of them (spec_dsl.lua's
-- `more`): at, expect_warning, timeline, an insulate block's save and restore, randomize's
-- shuffle, busted's module (require "busted"), the exports kept around a .busted or
-- --helper, the names for the reference. The chunk returns a function of the values spec_dsl.lua took at start (`start`),
-- so a spec that replaced a global before its first use does not change what these do.
local host, shared = ...

return function(start)
  local type, setmetatable, pcall, rawset, rawget, rawequal, ipairs, next, error, find, concat =
        start.type, start.setmetatable, start.pcall, start.rawset, start.rawget, start.rawequal, start.ipairs, start.next,
        start.error, start.find, start.concat
  local randomseed, random, clock, sort, tointeger = start.randomseed, start.random, start.clock, start.sort,
        start.tointeger
  local words = {}
  local function results(...) return ... end
  local function unnamed(f) return f end

  -- at(0.5, fn): moves the clock halfway through the running transition, then calls fn(now)
  function words.at(fraction, fn)
    if type(fraction) ~= "number" then host.raise("bad argument #1 to 'at' (number expected, got " .. type(fraction) .. ")") end
    if fn ~= nil and type(fn) ~= "function" then host.raise("bad argument #2 to 'at' (function expected, got " .. type(fn) .. ")") end
    host.at(fraction)
    -- Neither a tail call nor a call by name, so a failure's traceback shows fn as
    -- `in function <file:line>` with nothing of this hidden frame's: a tail call left its
    -- `(...tail calls...)` line, and calling `fn` (a register Lua names) `in local 'fn'`.
    -- A function a call returned has no name; `results` passes fn's results on.
    if fn ~= nil then return results(unnamed(fn)(clock.now)) end
  end

  -- expect_warning(pattern, fn): fn must cause a warning matching the Lua pattern; other
  -- warnings it causes stay unexpected
  function words.expect_warning(pattern, fn)
    if type(pattern) ~= "string" then host.raise("bad argument #1 to 'expect_warning' (string expected, got " .. type(pattern) .. ")") end
    if type(fn) ~= "function" then host.raise("bad argument #2 to 'expect_warning' (function expected, got " .. type(fn) .. ")") end
    host.count()
    host.captureWarnings()
    local ok, err = pcall(fn)
    local got = host.capturedWarnings()
    if not ok then
      -- a finalizer's error is never lost, even behind fn's own
      for _, w in ipairs(got) do host.unexpectedWarning(w, true) end
      error(err, 0)
    end
    local matched = false
    for _, w in ipairs(got) do matched = matched or find(w, pattern) ~= nil end
    for _, w in ipairs(got) do
      -- unmatched, each is in the failure below: a finalizer's error is not told twice
      if not find(w, pattern) then
        if matched then host.unexpectedWarning(w) else host.unexpectedWarning(w, false) end
      end
    end
    if not matched then
      local list = #got == 0 and "none" or concat(got, "\n  ")
      shared.fail("Expected a warning matching " .. shared.format(pattern) .. ".", "Warnings: " .. list)
    end
  end

  -- The engine's timeline so far, one event a line (snapshot it: expect(timeline()):toMatchSnapshot())
  local Timeline = {__name = "Timeline", __tostring = function(t) return concat(t, "\n") end}
  function words.timeline() return setmetatable(host.timeline(), Timeline) end

  local debug                                      -- the stock library, made at first use
  local function stockDebug() debug = debug or start.openDebug(); return debug end

  -- insulate: saves _G, its metatable and the loaded modules; the function returned restores
  -- them. (Its plain globals need no saving: they live in its own block environment,
  -- spec_dsl.lua.) An `expose` block directly inside says when it ends ("exposed"): busted's
  -- context.lua saves the insulate's state anew then, so what _G and package.loaded hold at
  -- that moment — the insulate's body's `_G.X = 1` and `require "early"` too — outlives the
  -- insulate, and what its tests set after it does not (busted 2.1.1). The metatable is read
  -- and set past a `__metatable` field: busted's plain setmetatable stops its whole run on a
  -- protected one ("cannot change a protected metatable"), and the block's promise is that
  -- nothing it did to _G outlives it. package.loaded is put back as busted's context.lua
  -- does it, by the names there at the end: a module the block dropped stays dropped (a later
  -- `require` loads it anew), where a global it dropped is back.
  local function save(t) local copy = {} for k, v in next, t do copy[k] = v end return copy end
  local function restore(t, saved)
    for k in next, save(t) do if saved[k] == nil then rawset(t, k, nil) end end
    for k, v in next, saved do rawset(t, k, v) end
  end
  local function restoreModules(t, saved)
    for k in next, save(t) do rawset(t, k, saved[k]) end
  end
  local G, loaded, bundle = start.G, start.loaded, start.bundle
  function words.insulateStart()
    local d = stockDebug()
    local globals, metatable, modules = save(G), d.getmetatable(G), save(loaded)
    return function(how)
      if how == "exposed" then
        globals, metatable, modules = save(G), d.getmetatable(G), save(loaded)
        return
      end
      -- luassert and say, when their first use fell inside the block, stay loaded: busted has
      -- them loaded before any block begins (spec_luassert.lua)
      for name, module in next, bundle do
        if modules[name] == nil and rawequal(loaded[name], module) then modules[name] = module end
      end
      d.setmetatable(G, metatable)
      restore(G, globals); restoreModules(loaded, modules)
    end
  end

  -- require("busted").bindfenv(callable, name, value), busted's: the function (a callable
  -- table's __call) then sees the global `name` as `value`, every other as before — its _ENV
  -- becomes a new table over the old one, its own: the upvalue is first joined to a fresh
  -- one, so the other functions of its chunk keep theirs (busted's compatibility.setfenv). A
  -- C function, or one that reads no global, is left as it is, as busted leaves it. Only the
  -- spec's own functions are rebound — their _ENV the spec file's (its block environments:
  -- the new table reads through them, as busted's reads through its proxy), the globals, a module's environment (the
  -- sandbox's require: a table over the globals whose __newindex refuses new names) or one
  -- bindfenv made: transit's own functions (the preludes', luassert's) have environments of
  -- their own, which would then call what a spec put there with what they hold.
  local made = setmetatable({}, {__mode = "k"})
  local function fresh() local slot = false; return function() return slot end end    -- its own upvalue
  local function specsOwn(env)
    if rawequal(env, G) or rawequal(env, start.globals) or made[env] then return true end
    local mt = debug.getmetatable(env)
    return type(mt) == "table" and rawequal(rawget(mt, "__index"), G) and type(rawget(mt, "__newindex")) == "function"
  end
  function words.bindfenv(callable, name, value)
    stockDebug()
    local mt = debug.getmetatable(callable)
    local f = type(mt) == "table" and rawget(mt, "__call") or callable
    if type(f) ~= "function" then
      host.raise("bad argument #1 to 'bindfenv' (function expected, got " .. type(f) .. ")")
    end
    if name == nil or name ~= name then
      host.raise("bad argument #2 to 'bindfenv' (table index is " .. (name == nil and "nil" or "NaN") .. ")")
    end
    local n = 0
    local upvalue, env
    repeat
      n = n + 1
      upvalue, env = debug.getupvalue(f, n)
    until upvalue == "_ENV" or upvalue == nil
    if upvalue == nil then return end
    if not specsOwn(env) then
      host.raise("bad argument #1 to 'bindfenv' (a function of transit's own: it rebinds the spec's functions only)")
    end
    local bound = setmetatable({[name] = value}, {__index = env})
    made[bound] = true
    debug.upvaluejoin(f, n, fresh(), 1)
    debug.setupvalue(f, n, bound)
  end

  -- busted's shuffle (busted.utils.shuffle) of a block's n declarations, from its seed: the
  -- same order busted runs randomize(seed)'s block in
  function words.permute(n, seed)
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

  -- busted's --sort-tests (its block.lua's sort) of a block's declarations by busted's own
  -- names (false here where busted's is nil, which comes first): table.sort, not stable, so
  -- equal names land where busted's land. The order as a text ("3 1 2"). busted's names
  -- are compared as they are: numbers as numbers (`it(10, fn)` after `it(9, fn)`), and a
  -- number with a string is Lua's error, the block's in busted's report (its block.lua:8,
  -- "attempt to compare number with string"), raised here without this file's place
  function words.sortOrder(keys)
    local order = {}
    for i = 1, #keys do order[i] = i end
    sort(order, function(a, b)
      local x, y = keys[a], keys[b]
      if x and y then
        if type(x) ~= type(y) then error("attempt to compare " .. type(x) .. " with " .. type(y), 0) end
        return x < y
      end
      return y ~= false
    end)
    return concat(order, " ")
  end

  -- busted's exported API (busted.api): the words as the DSL took them at start
  -- (`start.exports`), and these
  local api = {version = "2.1.1"}
  for name, value in next, start.exports do api[name] = value end
  -- (not a tail call: the level counts this frame, and a tail call would drop it). busted's
  -- level is error's: 0 or below, the message alone (raised here, a chunk of transit's, so
  -- the report names the spec's line, as busted's, not luassert's), as busted's failure
  -- object {message = …}, as luassert's failures are (spec_luassert_load.lua); one error
  -- cannot take, refused here
  local failureWords = {__tostring = function(e) return e.message end}
  function api.fail(message, level)
    if level == nil then level = 1
    elseif type(level) ~= "number" then host.raise("bad argument #2 to 'fail' (number expected, got " .. type(level) .. ")")
    elseif level <= 0 then
      if type(message) == "string" then
        host.failure(message)
        error(setmetatable({message = message}, failureWords), 0)
      end
      level = -2
    elseif tointeger(level) == nil then host.raise("bad argument #2 to 'fail' (number has no integer representation)") end
    shared.luassert(false, message, shared.luassert:level(level + 1))
  end
  -- time is the test's virtual clock (busted's is luasystem's wall clock): sleep moves it
  function api.gettime() return clock.now end
  function api.sleep(seconds) clock.advance(seconds) end
  api.monotime = api.gettime
  -- busted's event bus drives its output handlers; transit's reporters are not on a bus, so
  -- a subscriber is never called and a publish reaches no one (busted's answer when no
  -- subscriber is listening)
  api.subscribe, api.unsubscribe, api.publish = start.nothing, start.nothing, start.nothing
  -- a block's parent and children, for what the bus hands a subscriber (its elements): none
  -- reaches a spec here, and for anything else busted answers nil and an empty list
  function api.parent() return nil end
  function api.children() return {} end
  -- bindfenv(f, name, value): f sees the global `name` as value (above)
  api.bindfenv = words.bindfenv
  -- busted's module reads its API through __index and refuses writes, at the writer's line:
  -- the table in package.loaded since the start (spec_dsl.lua), given its metatable now
  function words.busted(module)
    setmetatable(module, {__index = api, __newindex = function() error("Attempt to modify busted", 2) end})
  end

  -- the exports put back around a .busted or --helper (spec_dsl.lua's keepExports)
  -- (not `assert`, which is not _G's: what such a file sets it to stays _G's, as in busted)
  function words.keepExports()
    local saved = {}
    for name in next, start.exports do saved[name] = rawget(G, name) end
    return function()
      for name in next, start.exports do if name ~= "assert" then rawset(G, name, saved[name]) end end
    end
  end

  -- the names for the reference (`transit api`): the matchers, the rarer ones too
  function words.surface()
    local names = {}
    local function add(n) names[#names + 1] = n end
    shared.loadMatchers()                              -- the rarer ones run on first use
    for name in next, shared.matchers do add("Expectation:" .. name) end
    add("finally")                                     -- a global of tests only (spec_dsl.lua's testWords)
    add("Expectation.never")
    sort(names)
    return concat(names, "\n")
  end

  return words
end
