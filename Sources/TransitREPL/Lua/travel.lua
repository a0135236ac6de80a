-- travel.lua — time travel into a chunk's own clock, and the loaded files' top-level locals
-- (docs/repl.md "Time travel", "A loaded file's locals").
--
-- A chunk the session replays runs as a coroutine. Its `clock.advance` stops at the
-- horizon — the tick of the session's next input, or the time travelled to — and suspends
-- the chunk there, remembering the tick its advance was going to. Whoever moves the clock
-- later (the next input, a time command, another chunk's advance) first runs the clock to
-- each suspended chunk's tick in turn, earliest first, and resumes it there: the chunk goes
-- on exactly as it did the first time. Where a chunk cannot be suspended (an advance called
-- from a callback the engine runs, from a task or a coroutine of the script's own), its
-- advance runs through, as it always did.
local host, collect, stockDebug, traced = ...
local G = _G
local clock = G.clock
local type, error, rawset, pcall, ipairs, pairs, load, setmetatable = type, error, rawset, pcall, ipairs, pairs, load, setmetatable
local floor, huge, min, sub, format = math.floor, math.huge, math.min, string.sub, string.format
local tonumber, select, pack, unpack = tonumber, select, table.pack, table.unpack
local create, resume, yield, running, isyieldable, status, close =
      coroutine.create, coroutine.resume, coroutine.yield, coroutine.running, coroutine.isyieldable,
      coroutine.status, coroutine.close
local getinfo, getlocal, traceback = stockDebug.getinfo, stockDebug.getlocal, stockDebug.traceback

-- the binding's (named as Lua names them in messages: 'advance')
local advance, runUntilIdle = clock.advance, clock.runUntilIdle
local SUSPEND = {}                      -- what a chunk yields when its advance stops at the horizon
local horizon = huge                    -- in ticks; the replay sets it before each input
local suspended = {}                    -- records of chunks stopped inside an advance, in the order they stopped
local records = setmetatable({}, {__mode = "k"})   -- the session's coroutines → {fn, target}
local update                            -- puts the clock's functions in place (below)

-- The loaded files' top-level locals, by name: what each file's main chunk held when it ended
-- (or where time travel stopped it). Later files win on equal names.
local captured = {}
rawset(G, "locals", captured)

local function nowTick() return floor(clock.now * 1e6 + 0.5) end

-- seconds → ticks as the clock rounds them (half away from zero; `s` is ≥ 0 here)
local function ticks(s)
  local x = s * 1e6
  local r = floor(x)
  if x - r >= 0.5 then r = r + 1 end
  return r
end

-- the clock to `target` (an integer tick), resuming nothing
local function rawMove(target)
  local now = nowTick()
  if target > now then advance((target - now) / 1e6) end
end

-- which chunk each name in `captured` came from: a chunk captured again (where it stopped,
-- then at its end) replaces what it gave before, so a loop's counter gone out of scope goes
local owner = {}

-- copies the locals of the function running at `level` (counted from the caller) into `captured`
local function capture(level)
  local fn = getinfo(level + 1, "f").func
  for name, from in pairs(owner) do
    if from == fn then captured[name], owner[name] = nil, nil end
  end
  local i = 1
  while true do
    local name, value = getlocal(level + 1, i)
    if name == nil then break end
    if sub(name, 1, 1) ~= "(" and name ~= "__repl_locals" then captured[name], owner[name] = value, fn end
    i = i + 1
  end
end

-- The value of the to-be-closed local a loaded file starts with (Swift prefixes the file's
-- first line with it, so no line moves): when the main chunk returns, its locals are still
-- in place, one level up.
local closer = setmetatable({}, {__close = function(_, err)
  if err ~= nil then return end
  for level = 2, 6 do                   -- the chunk: the first main function above this one
    local info = getinfo(level, "S")
    if info == nil then return end
    if info.what == "main" then capture(level) return end
  end
end})

-- a live `.load`: the next file's prefix finds the closer here (a key no name can reach)
local function arm() rawset(G, false, closer) end
-- after the file ran (its prefix cleared the key already, unless it did not compile)
local function disarm() rawset(G, false, nil) end

-- Resumes a coroutine: "done" (a typed chunk's first result becomes `_`), or "suspended"
-- when its advance stopped at the horizon. An error ends it and is raised again with the
-- coroutine's traceback: a traced error (shim.c), which the host's handler passes through, the
-- message's end marked — it may hold a traceback's words itself. (A value that is no string or
-- number gets the traceback of where it surfaces, as debug.traceback gives it none.)
local function step(co)
  local results = pack(resume(co))
  local ok, what = results[1], results[2]
  if not ok then
    records[co] = nil
    local kind = type(what)
    if kind == "string" or kind == "number" then what = traced(what, what, traceback(co)) end
    error(what, 0)
  end
  if status(co) == "dead" then
    local keep = records[co].keep
    records[co] = nil
    if keep then collect(true, unpack(results, 2, results.n)) end
    return "done"
  end
  if what ~= SUSPEND then               -- a bare coroutine.yield in the chunk: nothing resumes that
    close(co)
    records[co] = nil
    error("attempt to yield from outside a coroutine", 0)
  end
  return "suspended"
end

-- Moves the clock to `target`, resuming on the way each suspended chunk whose advance ends
-- by then, at its tick (earliest first; equal ticks in the order they stopped).
local function moveTo(target)
  while true do
    local first, index
    for i, r in ipairs(suspended) do
      if r.target <= target and (first == nil or r.target < first.target) then first, index = r, i end
    end
    if first == nil then break end
    for i = index, #suspended do suspended[i] = suspended[i + 1] end
    rawMove(first.target)
    local saved = horizon
    horizon = min(horizon, target)     -- a resumed chunk stops where its resumer does
    local ok, err = pcall(step, first.co)
    horizon = saved
    if not ok then update() error(err, 0) end
  end
  update()
  rawMove(target)
end

-- The stored locals of a suspended chunk: its main function's, found on its coroutine's stack.
local function captureSuspended(fn)
  for level = 2, 200 do
    local info = getinfo(level, "f")
    if info == nil then return end
    if info.func == fn then capture(level) return end
  end
end

-- Suspends the running chunk (its coroutine `co`, its record) at the horizon until the clock
-- reaches `target`.
local function suspend(co, record, target)
  moveTo(horizon)
  record.target, record.co = target, co
  captureSuspended(record.fn)
  suspended[#suspended + 1] = record
  yield(SUSPEND)                        -- resumed by whoever moves the clock to `target`
end

-- the earliest tick a suspended chunk waits for, or nil
local function nextTarget()
  local first
  for _, r in ipairs(suspended) do
    if first == nil or r.target < first then first = r.target end
  end
  return first
end

local function travelAdvance(...)
  local seconds = ...
  if type(seconds) == "string" then seconds = tonumber(seconds) or seconds end   -- as luaL_checknumber
  if type(seconds) ~= "number" then
    local got = select("#", ...) == 0 and "no value" or type(seconds)
    error(format("bad argument #1 to 'advance' (number expected, got %s)", got), 2)
  end
  if not (seconds >= 0 and seconds <= 1e9) then
    -- the binding's error (it names the script's line itself; after `return clock.advance(…)`,
    -- a tail call into this function, no line is left to name)
    local ok, problem = pcall(advance, seconds)
    if not ok then error(problem, 0) end
    return
  end
  if horizon == huge and suspended[1] == nil then return advance(seconds) end
  local target = nowTick() + ticks(seconds)
  local co = running()
  local record = records[co]
  if target <= horizon or record == nil or not isyieldable() then return moveTo(target) end
  suspend(co, record, target)
end

-- the suspended chunks go on to their ends first: the idle state is after them
local function finishAll()
  local saved = horizon
  horizon = huge
  while suspended[1] ~= nil do
    local last = suspended[1].target
    for _, r in ipairs(suspended) do if r.target > last then last = r.target end end
    local ok, err = pcall(moveTo, last)
    if not ok then horizon = saved error(err, 0) end
  end
  horizon = saved
end

-- clock.runUntilIdle in a replayed chunk stops at the horizon too: it runs event by event
-- (each an advance to the next timer, which runs what the binding's would, in its order)
-- and suspends before one past the horizon. Past its guard (100000 events, 3600 s) the
-- binding's takes over, to stop with its own error.
local function travelRunUntilIdle()
  local co = running()
  local record = records[co]
  if horizon == huge or record == nil or not isyieldable() then
    finishAll()                         -- the suspended chunks first: idle is after them
    return runUntilIdle()
  end
  local start, events = nowTick(), 0
  while true do
    local next, waiting = host.nextTimer(), nextTarget()
    if waiting ~= nil and (next == nil or waiting < next) then next = waiting end
    if next == nil or events >= 100000 or next - start > 3600 * 1e6 then
      finishAll()
      return runUntilIdle()
    end
    if next > horizon then suspend(co, record, next) else moveTo(next) end
    events = events + 1
  end
end

-- Typed, an input ran on the main thread: there `coroutine.running()` is the main thread,
-- `isyieldable()` is false, and `yield` is an error. Replayed, it runs as a coroutine, and the
-- coroutine library said so: `pcall(coroutine.yield)`, false when typed, yielded to the
-- replay, which failed the chunk; and an input that kept `coroutine.running()` could resume
-- or close the suspended chunk from a later input (its rest ran at the wrong time, and the
-- next replay met a dead coroutine). Inside a replayed chunk's own coroutine these answer as
-- the main thread would; in any other thread, as stock.
local mainThread = running()
local coroutines = G.coroutine
local hidden = {
  running = function()
    local thread, isMain = running()
    if records[thread] ~= nil then return mainThread, true end
    return thread, isMain
  end,
  isyieldable = function(...)
    if select("#", ...) == 0 and records[running()] ~= nil then return false end
    return isyieldable(...)
  end,
  yield = function(...)
    if records[running()] ~= nil then error("attempt to yield from outside a coroutine", 0) end
    return yield(...)
  end,
  status = function(...)
    if ... == mainThread and records[running()] ~= nil then return "running" end
    return status(...)
  end,
}
local stockCoroutines = {running = running, isyieldable = isyieldable, yield = yield, status = status}

-- The clock's own functions, and those coroutine functions, are stock except while a replay
-- can stop a chunk or a chunk is stopped: then these. (A wrapper's frame would change what
-- errors name and tracebacks show: the binding's say the script's line and 'advance'.)
update = function()
  local on = horizon ~= huge or suspended[1] ~= nil
  rawset(clock, "advance", on and travelAdvance or advance)
  rawset(clock, "runUntilIdle", on and travelRunUntilIdle or runUntilIdle)
  for name, stock in pairs(stockCoroutines) do rawset(coroutines, name, on and hidden[name] or stock) end
end

-- Runs an input of the replay (its source from `host.source()`) as a coroutine: "done" or
-- "suspended" — or, when it does not compile (a file `.reload` read again), the syntax
-- error's message, which Travel.swift reports as the syntax error it is (raised here, it
-- took a traceback of this function's). `keep`: its first result becomes `_` (a typed
-- chunk). `file`: a loaded file, its source prefixed with the closer's local.
local function start(chunkName, keep, file)
  local fn, problem = load(host.source(), chunkName, "t")
  if fn == nil then return problem end
  if file then arm() end
  -- the chunk is the coroutine's body, as it is the main chunk when typed: its traceback
  -- says `in main chunk` (called from a function here, it said `in upvalue 'fn'`)
  local co = create(fn)
  records[co] = {fn = fn, keep = keep}
  return step(co)
end

local function setHorizon(tick)
  horizon = tick
  update()
end

return {start = start, moveTo = moveTo, setHorizon = setHorizon, finishAll = finishAll,
        nextTarget = nextTarget, arm = arm, disarm = disarm}
