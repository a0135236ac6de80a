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

    -- text-only load; an absent env is the global one, an explicit nil is nil (as stock load)
    G.load = function(chunk, name, mode, ...)
      if mode ~= nil and mode ~= "t" and type(mode) == "string" and not mode:find("t", 1, true) then
        return nil, "attempt to load a binary chunk (mode is 't')"
      end
      if select("#", ...) == 0 then return load(chunk, name, "t") end
      return load(chunk, name, "t", (...))
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
