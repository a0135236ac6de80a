local findModule, virtualNow, safe, readProjectFile, searchPath = ...
-- luacheck: ignore 121 122 (the sandbox's work is replacing standard globals and fields)
local G = _G
local load, setmetatable, error, type, pairs, ipairs, select = load, setmetatable, error, type, pairs, ipairs, select
local tostring, tonumber, tointeger = tostring, tonumber, math.tointeger
local find, sub = string.find, string.sub
local osdate, difftime = os.date, os.difftime
local registry = debug.getregistry()
local getinfo = debug.getinfo                   -- require's caller: whose folder is searched first
local getlocal = debug.getlocal                 -- a require's name, for its loop check
-- luaL_argerror's words for a function as its caller named it, and luaL_typeerror's name of
-- a type (its metatable's __name, else its type): sandbox.c
local argmessage, typename = safe.argmessage, safe.typename

-- no files, processes, environment or C code (loadfile and dofile read the project's own Lua
-- source only: below)
io, dofile, loadfile = nil, nil, nil
string.dump = nil                               -- binary chunks can corrupt memory
-- the safe part of debug: traceback, and getmetatable, which busted suites call on their own
-- objects (past a __metatable field of theirs). The host's metatables — a bound object's,
-- the class and library tables' — are named (__name) and hidden (__metatable = false): for
-- those it answers false, as getmetatable does, so none of their fields can be reached.
local rawgetmetatable, rawget = debug.getmetatable, rawget
debug = {
  traceback = safe.traceback,                   -- stock's, without Transit's own frames (sandbox.c)
  getmetatable = function(...)
    -- stock's luaL_checkany: no argument is an error, an explicit nil is not
    if select("#", ...) == 0 then error(argmessage(1, 1, "value expected", "debug.getmetatable"), 0) end
    local mt = rawgetmetatable((...))
    if mt ~= nil and rawget(mt, "__metatable") == false and type(rawget(mt, "__name")) == "string" then return false end
    return mt
  end,
}
-- the sandbox's clock is the engine's virtual clock: runs repeat exactly
os = {
  time = safe.time(virtualNow),                -- C, UTC dates: its errors name the script's line
  clock = function() return virtualNow() end,
  date = safe.date(osdate, virtualNow),        -- C: its errors name the script's line
  difftime = difftime,
}

-- C loops the count hook cannot see count their steps (sandbox.c); a limit that fires
-- inside a coroutine stops its resumer too
table.insert, table.remove, table.move = safe.insert, safe.remove, safe.move
-- ties end in the same order on every run: stock's sort, with the C library's clock and time
-- fixed while it runs (sort.c)
table.sort = safe.sort
coroutine.resume, coroutine.close, coroutine.wrap = safe.resume, safe.close, safe.wrap
-- pairs visits keys in the same order on every run (pairs.c): stock Lua places strings by a
-- hash it seeds per state from the time and addresses, and objects by address. Transit's own
-- preludes, loaded after this, keep the stock one, which costs no sort: no order of theirs
-- reaches what a script sees (they sort, or hand a script the sandbox's pairs). They run in
-- this environment (LuaPrelude.swift): the globals, but for that name.
safe.preludeenvironment(setmetatable({pairs = pairs}, {__index = G, __newindex = G}))
G.pairs = safe.pairs

-- text-only load. Stock load gets the caller's mode, so that its messages are stock's
-- ("attempt to load a text chunk (mode is 'b')"); only a binary chunk a mode would let
-- through is refused here, by its first byte (ESC, as lundump's signature), before stock
-- load sees it. Arguments are checked here first, as luaB_load checks them: an argument
-- error raised by stock load would name this function's line instead of the caller's.
-- An absent env is the global one, an explicit nil is nil (as stock load).
G.load = function(...)
  local chunk, name, mode = ...
  local given = select("#", ...)
  local function bad(n, expected, value)
    local got = given < n and "no value" or typename(value)
    error(argmessage(3, n, expected .. " expected, got " .. got, "load"), 0)
  end
  local function optstring(value) local t = type(value) return t == "nil" or t == "string" or t == "number" end
  -- in luaB_load's order: the mode, the chunk's name, then the chunk itself
  local kind = type(chunk)
  if not optstring(mode) then bad(3, "string", mode) end
  if not optstring(name) then bad(2, "string", name) end
  if kind ~= "string" and kind ~= "number" and kind ~= "function" then bad(1, "function", chunk) end
  local refusal = "attempt to load a binary chunk (mode is 't')"
  if mode == nil then
    mode = "t"
  elseif type(mode) == "string" and mode:find("b", 1, true) then
    if kind == "string" and chunk:byte(1) == 27 then return nil, refusal end
    if kind == "function" then
      local reader, first = chunk, true
      chunk = function()
        local piece = reader()
        if first and type(piece) == "string" and piece ~= "" then
          first = false
          if piece:byte(1) == 27 then error(refusal, 0) end
        end
        return piece
      end
    end
  end
  local f, message
  if given < 4 then f, message = load(chunk, name, mode)
  else f, message = load(chunk, name, mode, (select(4, ...))) end
  if f then return f end
  -- stock's reader check ("reader function must return a string") places its message at
  -- load's caller (luaL_where(L, 1)), which is this function here: the script's line instead
  local rest = type(message) == "string" and message:match("^%(transit sandbox_restricted%.lua%):%d+: (.*)$")
  if rest then
    local caller = getinfo(3, "Sl")             -- 1 this function, 2 its C function, 3 the script
    message = (caller and caller.currentline > 0 and caller.short_src .. ":" .. caller.currentline .. ": " or "") .. rest
  end
  return f, message
end

-- loadfile and dofile, as stock but only for Lua source under the current folder (a relative
-- path with no `..`: the project's own files, as require reads them), text only, never
-- standard input. busted suites load their fixtures with them.
local safeload = G.load
G.loadfile = function(...)
  local path, mode = ...
  if path == nil then return nil, "loadfile of standard input is not available in the sandbox" end
  if type(path) == "number" then path = tostring(path) end   -- as luaL_optstring converts it
  if type(path) ~= "string" then
    error(argmessage(2, 1, "string expected, got " .. typename(path), "loadfile"), 0)
  end
  -- the mode next, before the file is read, as luaB_loadfile checks it (else load's check
  -- named argument #3 of 'load', and a missing file gave nil first)
  local t = type(mode)
  if t ~= "nil" and t ~= "string" and t ~= "number" then
    error(argmessage(2, 2, "string expected, got " .. typename(mode), "loadfile"), 0)
  end
  local source, chunkname = readProjectFile(path)
  if source == nil then return nil, chunkname end
  if select("#", ...) >= 3 then return safeload(source, chunkname, mode or "bt", (select(3, ...))) end
  return safeload(source, chunkname, mode or "bt")
end
local loadfile = G.loadfile
G.dofile = function(path)
  if path == nil then error("dofile of standard input is not available in the sandbox", 3) end
  if type(path) ~= "string" and type(path) ~= "number" then
    error(argmessage(2, 1, "string expected, got " .. typename(path), "dofile"), 0)
  end
  local f, message = loadfile(path)
  -- stock's dofile raises loadfile's message as it is (lua_error): "cannot open x.lua: …" or
  -- the file's own "x.lua:1: …", with no position of the caller's in front
  if f == nil then error(message, 0) end
  return f                                      -- called by safe.dofile's C frame, below
end

-- collectgarbage: "stop" and "restart" (busted suites stop the collector around a check);
-- stopped, it still runs when an allocation would pass the memory limit (Lua's emergency
-- collection), so the limit holds. What tunes it (modes, pause, step multiplier) is refused;
-- an option stock has not is stock's error ("invalid option 'x'"), as a value of a wrong type.
local collect = safe.collectgarbage             -- names the line for the watchdog
local refused = { generational = true, incremental = true, setpause = true, setstepmul = true }
local known = { collect = true, count = true, step = true, isrunning = true, stop = true, restart = true }
for option in pairs(refused) do known[option] = true end
G.collectgarbage = function(option, ...)
  if option == nil then option = "collect" end
  local kind = type(option)
  if kind ~= "string" and kind ~= "number" then  -- luaL_checkoption's words, as luaL_typeerror names a type
    error(argmessage(2, 1, "string expected, got " .. typename(option), "collectgarbage"), 0)
  end
  option = tostring(option)
  -- stock's luaL_checkoption compares C strings, which end at a NUL byte: "collect\0x" is
  -- "collect", and "x\0y" is named 'x' in the error
  local nul = find(option, "\0", 1, true)
  if nul then option = sub(option, 1, nul - 1) end
  if not known[option] then
    error(argmessage(2, 1, "invalid option '" .. option .. "'", "collectgarbage"), 0)
  end
  if refused[option] then
    error("collectgarbage('" .. tostring(option) .. "') is not available in the sandbox", 3)
  end
  local size = ...
  if option == "step" and size ~= nil then
    -- luaL_optinteger's words, here: raised by stock, in the tail call below, they named this
    -- file's line and '?' for the function
    local n = tonumber(size)
    if n == nil or type(size) ~= "number" and type(size) ~= "string" then
      error(argmessage(2, 2, "number expected, got " .. typename(size), "collectgarbage"), 0)
    elseif tointeger(n) == nil then
      error(argmessage(2, 2, "number has no integer representation", "collectgarbage"), 0)
    end
  end
  return collect(option, ...)
end

-- The libraries a script can reach by any name are the sandboxed ones: package.loaded is
-- a new table of them (the stock one holds io, os and debug), and require reads only it,
-- package.preload and the script search path.
local preload = {}
local loaded = {
  _G = G, coroutine = coroutine, math = math, string = string, table = table, utf8 = utf8,
  os = os, debug = debug,
}
-- config: stock's constant (Penlight's compat reads the directory separator from it).
-- path: the search path require reads, as a string a script can extend as stock's
-- (`package.path = "./src/?.lua;" .. package.path`, in scripts and specs alike); cpath: no C
-- module loads here, so no place to look for one — a string still, so the same idiom on it
-- does not fail on a nil
G.package = { loaded = loaded, preload = preload, config = "/\n;\n?\n!\n-\n", path = searchPath, cpath = "" }
loaded.package = G.package
local packageTable = G.package
-- Lua names functions in messages and tracebacks from the registry's table of loaded
-- modules: the sandboxed ones, and the stock functions the sandbox's C wrappers call,
-- under the names scripts call them by. Scripts cannot reach the registry.
-- (string.rep and table.concat are still the stock ones here: the host wraps them next)
local names = { ["os.date"] = osdate, ["string.rep"] = string.rep, ["table.concat"] = table.concat }
for name, module in pairs(loaded) do names[name] = module end
registry._LOADED = names
-- an argument error names a host function by its path among these and the modules the
-- script requires (package.loaded), as stock's among its loaded modules (sandbox.c)
safe.scriptloaded(loaded)

-- modules load in a strict environment so that an accidental global is an error at its
-- line, not a leak
local strict = { __index = G, __newindex = function(_, key)
  error("assignment to undeclared global '" .. tostring(key) .. "' (use local, or return it)", 2)
end }
-- loading[name]: a require of name began its loader. A mark with no require of that name
-- still on the stack is a load that failed (an error unwound past it): stock 5.4 keeps
-- nothing of a failed load and runs the loader again, so only a require of the same name
-- still running means a loop. (The require frames are looked for, not the loader's, which a
-- `return require(name)` replaces by a tail call.)
local loading = {}
local require
local function stillLoading(name)
  local level = 3                               -- past stillLoading and this require
  local frame = getinfo(level, "f")
  while frame do
    if frame.func == require and select(2, getlocal(level, 1)) == name then return true end
    level = level + 1
    frame = getinfo(level, "f")
  end
  return false
end
require = function(...)
  local name = ...
  local kind = type(name)
  if kind == "number" then name = tostring(name)   -- as luaL_checkstring converts it
  elseif kind ~= "string" then
    local got = select("#", ...) == 0 and "no value" or typename(name)
    error(argmessage(2, 1, "string expected, got " .. got, "require"), 0)
  end
  local value = loaded[name]
  if value then return value end
  if loading[name] and stillLoading(name) then
    error("loop or previous error loading module '" .. name .. "'", 3)
  end
  local loader, data = preload[name], ":preload:"
  if loader == nil then
    -- the nearest Lua caller: past C functions between (`pcall(require, "m")`) and past a
    -- tail call's lost frame (`return require("m")`), as the chunk that asks is meant
    local level, caller = 2, getinfo(2, "S")
    while caller and caller.what == "C" do
      level = level + 1
      caller = getinfo(level, "S")
    end
    -- package.path as the script left it (busted specs put `src/?.lua;` in front): the host
    -- searches its templates, and refuses one outside the project
    local path = packageTable.path
    -- stock's searcher reads it with lua_tostring (loadlib.c, searchpath): a number is
    -- searched as its text (confined as any template), any other value is refused ('package.path'
    -- must be a string), at the require's line here
    if type(path) == "number" then path = tostring(path) end
    if type(path) ~= "string" then error("'package.path' must be a string", 3) end
    local source, chunkname = findModule(name, caller and caller.source, path)
    if source == false then error(chunkname, 3) end
    if source == nil then                       -- chunkname is the list of files tried
      local head = "module '" .. name .. "' not found:"
      error(head .. "\n\tno field package.preload['" .. name .. "']" .. chunkname:sub(#head + 1), 3)
    end
    local message
    loader, message = load(source, chunkname, "t", setmetatable({}, strict))
    if loader == nil then
      error("error loading module '" .. name .. "' from file '" .. chunkname:sub(2) .. "':\n\t" .. message, 3)
    end
    data = chunkname:sub(2)
  end
  loading[name] = true
  -- called from C, as stock's require calls it: the chunk is its traceback's 'main chunk'
  -- (not "local 'loader'"), and its error(msg, 2) names no line (not this one)
  value = safe.cfunction(loader)(name, data)
  loading[name] = nil
  if value ~= nil then loaded[name] = value end
  if loaded[name] == nil then loaded[name] = true end
  return loaded[name], data
end
G.require = require

-- load, loadfile, dofile, collectgarbage and require are C functions to their callers, as
-- stock's are (sandbox.c's cfunction): a tail call to one (`return require("m")`) keeps the
-- caller's frame, which their errors name — raised one level further up than their own
-- frame, past the C one
for _, name in ipairs({"load", "loadfile", "collectgarbage", "require"}) do
  G[name] = safe.cfunction(G[name])
end
-- dofile's chunk is called from C too, as stock's: traced `in main chunk` above `[C]: in
-- function 'dofile'`, with no frame of the sandbox's between them (sandbox.c, clua_dofile)
G.dofile = safe.dofile(G.dofile)
