/// The sandbox, written in Lua because it is mostly a list of what scripts may not touch.
/// It runs once per state, trusted, before any script, and receives the host functions it
/// wraps. BRIDGE.md's "Sandbox and limits" is the rule; each line below says which part.
enum Sandbox {
    /// Applied in every mode: deterministic, host-owned output and a seeded `math.random`.
    static let common = #"""
    local write, seed = ...
    local tostring, select, concat = tostring, select, table.concat
    -- print writes through the host (so tests and the REPL capture it), worded as stock print
    function print(...)
      local n = select("#", ...)
      local parts = {}
      for i = 1, n do parts[i] = tostring((select(i, ...))) end
      write(concat(parts, "\t", 1, n))
    end
    -- Lua 5.4 seeds math.random from the time; Transit runs must repeat exactly
    math.randomseed(seed)
    """#

    /// Applied unless `--unsafe`.
    static let restricted = #"""
    local findModule, virtualNow = ...
    local G = _G
    local load, setmetatable, error, type, pairs, select = load, setmetatable, error, type, pairs, select
    local traceback, osdate, difftime, floor = debug.traceback, os.date, os.difftime, math.floor

    -- no files, processes, environment or C code
    io, dofile, loadfile = nil, nil, nil
    string.dump = nil                               -- binary chunks can corrupt memory
    debug = { traceback = traceback }               -- the only safe part of debug
    -- the sandbox's clock is the engine's virtual clock: runs repeat exactly
    os = {
      time = function(t)
        if t ~= nil then error("os.time(table) is not available in the sandbox", 2) end
        return floor(virtualNow())
      end,
      clock = function() return virtualNow() end,
      date = function(format, t) return osdate(format, t or floor(virtualNow())) end,
      difftime = difftime,
    }

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
        local got = given < n and "no value" or type(value)
        error("bad argument #" .. n .. " to 'load' (" .. expected .. " expected, got " .. got .. ")", 3)
      end
      local function optstring(value) local t = type(value) return t == "nil" or t == "string" or t == "number" end
      local kind = type(chunk)
      if kind ~= "string" and kind ~= "number" and kind ~= "function" then bad(1, "function", chunk) end
      if not optstring(name) then bad(2, "string", name) end
      if not optstring(mode) then bad(3, "string", mode) end
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
      return f, message
    end

    -- collectgarbage: only what cannot switch the collector off under a memory limit
    local collect = collectgarbage
    local allowed = { collect = true, count = true, step = true, isrunning = true }
    G.collectgarbage = function(option, ...)
      option = option or "collect"
      if not allowed[option] then
        error("collectgarbage('" .. tostring(option) .. "') is not available in the sandbox", 2)
      end
      return collect(option, ...)
    end

    -- require over the script search path only; modules load in a strict environment so that
    -- an accidental global is an error at its line, not a leak
    local loaded = package.loaded
    local strict = { __index = G, __newindex = function(_, key)
      error("assignment to undeclared global '" .. tostring(key) .. "' (use local, or return it)", 2)
    end }
    G.require = function(name)
      if type(name) ~= "string" then
        error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 2)
      end
      local value = loaded[name]
      if value ~= nil then return value end
      local source, chunkname = findModule(name)
      if source == nil then error(chunkname, 2) end
      local chunk, message = load(source, chunkname, "t", setmetatable({}, strict))
      if chunk == nil then error(message, 2) end
      value = chunk(name, chunkname:sub(2))
      if value == nil then value = true end
      if loaded[name] == nil then loaded[name] = value end
      return loaded[name]
    end
    G.package = { loaded = loaded, preload = {} }
    """#
}
