-- The sandbox's C functions (LuaState.pushSandboxFunctions), when sandboxed: taskresume and
-- taskclose mark the thread as a task's, which coroutine.resume and coroutine.close then
-- refuse — only the engine wakes a task (sandbox.c). Without the sandbox, the stock ones.
-- Then the stock debug library, and the host's maker of traced errors (TaskPrelude.swift).
local safe, stockdebug, traced = ...
safe = safe or coroutine
local resume, status, close = safe.taskresume or safe.resume, coroutine.status, safe.taskclose or safe.close
local pack, unpack = table.pack, table.unpack
local traceback, getinfo, tostring, type, getmetatable, rawget, pcall, error =
  debug.traceback, stockdebug.getinfo, tostring, type, stockdebug.getmetatable, rawget, pcall, error
local support = {}

-- How the host's message handler shows an error value outside a task (shim.c's
-- clua_msghandler; no addresses: output stays stable): its __tostring, found behind a
-- __metatable field, run protected. One that raises, yields or gives no string leaves the
-- words "(error object is a … value)", and the value comes out as itself; raised here, its
-- error had taken the value's place, at the __tostring's line.
local function describe(e)
  if type(e) == "string" or type(e) == "number" then return tostring(e) end
  local mt = getmetatable(e)
  local meta = type(mt) == "table" and rawget(mt, "__tostring") or nil
  if meta ~= nil then
    local ok, text = pcall(meta, e)
    if ok and type(text) == "string" then return text end
  end
  return "(error object is a " .. type(e) .. " value)"
end

-- "file:line" of the innermost script line in the coroutine (Transit's own Lua and C
-- functions skipped): where the task raised its error.
local function place(co)
  local level = 0
  while true do
    local info = getinfo(co, level, "Sl")
    if info == nil then return nil end
    if info.currentline > 0 and info.source:sub(1, 9) ~= "=(transit" then
      return info.short_src .. ":" .. info.currentline
    end
    level = level + 1
  end
end

-- Resumes a task's coroutine with the values that wake it (`origin`: the line that started
-- the task). Returns true when the task's function has returned, false when it is suspended
-- again. An error ends the coroutine
-- and is raised again carrying the coroutine's own traceback: a traced error (shim.c) of the
-- message and the traceback, which the host's handler passes through as "message\nstack
-- traceback:…", the message's end marked (it may hold those words itself), and of the value
-- itself, which the host raises again where the error surfaces when it is no string or
-- number (docs/time.md, "Errors"). A message that names no place (a table's, a number's,
-- `error("m", 0)`'s, `error()`'s) gets the task's line that raised it, as the handler gives
-- the line to one raised outside a task; with no script line on the coroutine's stack (its
-- function a C function: `task(error)`), the line that started the task, `origin`. Whether
-- it names one is read from its words, whatever gave them, as the handler reads them: a
-- __tostring's "x.lua:5: boom" is left as it is.
function support.step(origin, co, ...)
  local ok, e = resume(co, ...)
  if ok then return status(co) == "dead" end
  local message = describe(e)
  if not message:find("^[^\n]-:%d+:") then
    local at = place(co) or origin
    if at ~= "" then message = at .. ": " .. message end
  end
  local trace = traceback(co)
  close(co)
  error(traced(e, message, trace), 0)
end

-- Resumes a task's coroutine with the values of a `table.pack` (await(fn)'s done).
function support.stepPacked(origin, co, values) return support.step(origin, co, unpack(values, 1, values.n)) end

-- Closes a suspended task's coroutine (its pending to-be-closed variables run). An error in
-- one of them (or a wait inside it: a yield out of __close) is raised, as coroutine.close
-- returns it: `task:cancel()` reports it at its line rather than losing it. Returns where the
-- coroutine was suspended (nil where no script line is on its stack), read before the close
-- ends its frames: a task that suspended with a bare coroutine.yield is named at that line.
function support.close(co)
  local at = place(co)
  local ok, e = close(co)
  if not ok then error(e, 0) end
  return at
end

-- await(fn): calls fn with its `done`, which hands its arguments (packed: nils count) to
-- the host's settle(id, values). Once only, as Swift's checked continuations: a second
-- call is a bug in the script, named at its line.
function support.begin(settle, id, at, fn)
  local called = false
  fn(function(...)
    if called then error("done of the await at " .. at .. " was called a second time", 2) end
    called = true
    settle(id, pack(...))
  end)
end

return support
