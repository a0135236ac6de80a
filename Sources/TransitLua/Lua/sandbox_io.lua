-- luacheck: ignore 121 (io is the sandbox's own, and print goes after its open line)
-- io in the sandbox: the three standard files and files in memory, no file system.
-- What io.write, io.stdout:write and io.stderr:write write goes where print goes (tests and
-- the REPL capture it), a line at a time (a partial line, when the file is flushed or closed,
-- as it is: `transit run` writes it without a newline, as stock Lua; hosts that keep lines
-- take it as one);
-- standard input is at its end (a script has no input); io.tmpfile() is a file in memory,
-- counted by the memory limit. There is no io.open nor io.popen: no file system, no
-- commands. Files are userdata (busted suites check type(io.stdout) == "userdata"), worded
-- as stock files in tostring, io.type and messages.
local safe, hostprint, hostpiece, hostopened = ...
local type, select, tostring, tonumber, error, setmetatable = type, select, tostring, tonumber, error, setmetatable
local find, sub, format, mathtype, tointeger = string.find, string.sub, string.format, math.type, math.tointeger
local concat = table.concat
local maxinteger = math.maxinteger
local typename = safe.typename                   -- as stock's argument errors name a type

-- An integer argument as luaL_checkinteger takes it (a float with an exact integer value too).
-- `level` is the caller to blame, counted from here.
local function integer(value, n, name, level)
  local i = tointeger(value)
  if i == nil then
    local why = type(value) == "number" and "number has no integer representation"
      or "number expected, got " .. type(value)
    error("bad argument #" .. n .. " to '" .. name .. "' (" .. why .. ")", level)
  end
  return i
end

local state = setmetatable({}, {__mode = "k"})   -- file -> {kind, buffer, pos, closed, serial}
-- standard output and error write where print writes, so they share one open line: a piece
-- either leaves without a newline is where the next piece of either, or print, goes on
local openline = {pending = ""}
local methods = {}
local meta = {__name = "FILE*", __index = methods, __metatable = false}
meta.__tostring = function(f)
  local s = state[f]
  -- numbered in order of opening, not by address: runs print the same bytes (as tostring.c)
  return s.closed and "file (closed)" or format("file (0x%08x)", s.serial)
end
-- a partial line still waiting when the file goes (at the latest when the state closes, at
-- the script's end) is written then, as stock Lua's C library writes its buffers at exit;
-- `state` holds the file's entry through its finalizer (weak keys go a collection later)
meta.__gc = function(f)
  local s = state[f]
  if s and s.kind == "output" and openline.pending ~= "" then hostpiece(openline.pending); openline.pending = "" end
end
local newhandle = safe.handlemaker(meta)

local opened = 0
local function open(kind)
  local f = newhandle()
  opened = opened + 1
  state[f] = {kind = kind, buffer = "", pos = 0, closed = false, serial = opened}
  return f
end

local function checked(f, name)
  local s = type(f) == "userdata" and state[f]
  if not s then error("bad argument #1 to '" .. name .. "' (FILE* expected, got " .. typename(f) .. ")", 3) end
  if s.closed then error("attempt to use a closed file", 3) end
  return s
end

-- standard output and error: whole lines to the host
local function emit(text)
  openline.pending = openline.pending .. text
  while true do
    local at = find(openline.pending, "\n", 1, true)
    if not at then break end
    hostprint(sub(openline.pending, 1, at - 1))
    openline.pending = sub(openline.pending, at + 1)
  end
  -- the host learns a line is open, so that it flushes it where an entry ends (a spec's test)
  -- and calls in only then
  if openline.pending ~= "" then hostopened() end
end
local function flush()
  if openline.pending ~= "" then hostpiece(openline.pending); openline.pending = "" end
end

function methods.write(f, ...)
  local s = checked(f, "write")
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    local t = type(v)
    if t == "number" then v = mathtype(v) == "integer" and format("%d", v) or format("%.14g", v)
    elseif t ~= "string" then
      error("bad argument #" .. i .. " to 'write' (string expected, got " .. typename(v) .. ")", 2)
    end
    if s.kind == "memory" then
      if s.pos > #s.buffer then                  -- written past the end: the gap reads as zeros
        local ok, gap = pcall(string.rep, "\0", s.pos - #s.buffer)
        if not ok then error("cannot write at position " .. s.pos .. " (not enough memory for the gap)", 2) end
        s.buffer = s.buffer .. gap
      end
      s.buffer = sub(s.buffer, 1, s.pos) .. v .. sub(s.buffer, s.pos + #v + 1)
      s.pos = s.pos + #v
    elseif s.kind == "input" then
      return nil, "Bad file descriptor", 9
    else
      emit(v)
    end
  end
  return f
end

-- one read format, the `n`th, on a file in memory or standard input (always at its end, where
-- "a" still reads "" and a bad format is still an error, as stock's g_read); `name` as the
-- script called it
local function readone(s, fmt, n, name)
  local rest = sub(s.buffer, s.pos + 1)
  if type(fmt) == "number" then
    fmt = integer(fmt, n, name, 4)
    if rest == "" then return nil end
    local part = sub(rest, 1, fmt)
    s.pos = s.pos + #part
    return part
  end
  if type(fmt) ~= "string" then
    error("bad argument #" .. n .. " to '" .. name .. "' (string expected, got " .. typename(fmt) .. ")", 3)
  end
  fmt = sub(fmt, 1, 1) == "*" and sub(fmt, 2, 2) or sub(fmt, 1, 1)
  if fmt == "" or not find("alLn", fmt, 1, true) then
    error("bad argument #" .. n .. " to '" .. name .. "' (invalid format)", 3)
  end
  if fmt == "a" then s.pos = #s.buffer; return rest end
  if rest == "" then return nil end
  if fmt == "l" or fmt == "L" then
    local at = find(rest, "\n", 1, true)
    local line = at and sub(rest, 1, at) or rest
    s.pos = s.pos + #line
    if fmt == "l" and at then line = sub(line, 1, -2) end
    return line
  end
  if fmt == "n" then
    local from, to = find(rest, "^%s*[-+]?[%w%.]+")
    local number = from and tonumber(sub(rest, from, to))
    if number then s.pos = s.pos + to end
    return number
  end
end

-- the formats in order, each read while those before it succeeded (called in tail position:
-- readone's errors blame the script's line)
local function readformats(s, name, ...)
  if s.kind == "output" then return nil end
  local n = select("#", ...)
  if n == 0 then return readone(s, "l", 1, name) end
  local results = {}
  for i = 1, n do
    results[i] = readone(s, (select(i, ...)), i, name)
    if results[i] == nil then return table.unpack(results, 1, i) end
  end
  return table.unpack(results, 1, n)
end

function methods.read(f, ...)
  return readformats(checked(f, "read"), "read", ...)
end

function methods.lines(f, ...)
  checked(f, "lines")
  local formats = table.pack(...)
  return function() return f:read(table.unpack(formats, 1, formats.n)) end
end

function methods.seek(f, whence, offset)
  local s = checked(f, "seek")
  if s.kind ~= "memory" then return nil, "Illegal seek", 29 end
  whence, offset = whence or "cur", integer(offset or 0, 2, "seek", 3)
  local base = ({set = 0, cur = s.pos, ["end"] = #s.buffer})[whence]
  if not base then error("bad argument #1 to 'seek' (invalid option '" .. tostring(whence) .. "')", 2) end
  -- a position must stay a position: no overflow, nothing before the start
  if offset > maxinteger - base or base + offset < 0 then return nil, "Invalid argument", 22 end
  s.pos = base + offset
  return s.pos
end

function methods.flush(f)
  local s = checked(f, "flush")
  if s.kind == "output" then flush() end
  return true                                -- as stock's luaL_fileresult for a flush that worked
end

function methods.setvbuf(f)
  checked(f, "setvbuf")
  return true
end

function methods.close(f)
  local s = checked(f, "close")
  if s.kind ~= "memory" then return nil, "cannot close standard file" end
  s.closed = true
  s.buffer = ""
  return true
end

local stdin, stdout, stderr = open("input"), open("output"), open("output")

-- io.input(x) and io.output(x) with what is neither a file nor a name: stock's type error
local function notafile(value, name)
  local t = type(value)
  if t ~= "string" and t ~= "number" and not (t == "userdata" and state[value]) then
    error("bad argument #1 to '" .. name .. "' (FILE* expected, got " .. typename(value) .. ")", 3)
  end
end

io = {
  stdin = stdin, stdout = stdout, stderr = stderr,
  write = function(...)
    for i = 1, select("#", ...) do          -- named as stock names it: 'io.write'
      local t = type((select(i, ...)))
      if t ~= "string" and t ~= "number" then
        error("bad argument #" .. i .. " to 'io.write' (string expected, got " .. typename((select(i, ...))) .. ")", 2)
      end
    end
    return stdout:write(...)
  end,
  read = function(...) return readformats(state[stdin], "io.read", ...) end,
  lines = function(filename, ...)
    if filename ~= nil then error("io.lines(filename) is not available in the sandbox (no file system)", 2) end
    return stdin:lines(...)
  end,
  input = function(file)
    if file ~= nil and file ~= stdin then
      notafile(file, "io.input")
      error("io.input(file) is not available in the sandbox (no file system)", 2)
    end
    return stdin
  end,
  output = function(file)
    if file ~= nil and file ~= stdout then
      notafile(file, "io.output")
      error("io.output(file) is not available in the sandbox (no file system)", 2)
    end
    return stdout
  end,
  close = function(file)
    if file == nil then return stdout:close() end
    checked(file, "io.close")                  -- stock's type error, not a failed method call
    return file:close()
  end,
  flush = function() return stdout:flush() end,
  type = function(value)
    local s = type(value) == "userdata" and state[value]
    if not s then return nil end
    return s.closed and "closed file" or "file"
  end,
  tmpfile = function() return open("memory") end,
}
package.loaded.io = io

-- print goes on the line io.write left open on standard output (or error: they share it), as
-- in stock Lua with both on a terminal: `io.write("a ") print("b")` is the line "a b", not
-- "b" and then "a ".
print = function(...)
  if openline.pending == "" then return hostprint(...) end
  local n = select("#", ...)
  local parts = {}
  for i = 1, n do parts[i] = tostring((select(i, ...))) end
  local text = openline.pending .. concat(parts, "\t", 1, n)
  openline.pending = ""
  return hostprint(text)
end
