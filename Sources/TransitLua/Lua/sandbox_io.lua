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
local safe, hostline, hostpiece, hostopened = ...
local type, select, tostring, tonumber, error, setmetatable = type, select, tostring, tonumber, error, setmetatable
local find, sub, format, mathtype, tointeger = string.find, string.sub, string.format, math.type, math.tointeger
local concat, pack, unpack = table.concat, table.pack, table.unpack
local rawget, getmetatable = rawget, getmetatable
local maxinteger = math.maxinteger
local typename = safe.typename                   -- as stock's argument errors name a type
local argmessage = safe.argmessage               -- luaL_argerror's words and name (sandbox.c)
local cfunction = safe.cfunction

-- Every function of io and every file method is a C function to its caller, as stock's are
-- (sandbox.c's cfunction): its errors name the caller's line even where the caller tail-called
-- it (`return f:read(x)`), and name the function as the caller did — `'write'`, a local's name,
-- `'for iterator'`, a method's arguments counted without its self — through argmessage, which
-- reads that name from the C function's frame; `global` is the name stock falls back on (its
-- path among the loaded modules, "?" for a method). Inside one, level 1 is its Lua body, 2 the
-- C function, 3 the caller; a helper the body calls counts one more.
local function pass(...) return ... end          -- `return pass(f())`: f runs under the body's frame

-- luaL_checkinteger's argument `n` of the io function (its C function `level` levels up from
-- the caller, whose own frame is 1): a float with an exact integer value is taken, and a
-- string that converts, as stock's are. The helpers below count `level` the same way.
local function integer(value, n, level, global)
  local i = tointeger(value)
  if i == nil then
    local why = tonumber(value) ~= nil and "number has no integer representation"
      or "number expected, got " .. typename(value)
    error(argmessage(level + 1, n, why, global), 0)
  end
  return i
end

-- luaL_checkoption's argument `n` (`default` when nil; a number is its string, as stock's)
local function option(value, n, default, options, level, global)
  if value == nil and default then return default end
  local t = type(value)
  if t ~= "string" and t ~= "number" then
    error(argmessage(level + 1, n, "string expected, got " .. (value == nil and "no value" or typename(value)), global), 0)
  end
  value = tostring(value)
  if not options[value] then error(argmessage(level + 1, n, "invalid option '" .. value .. "'", global), 0) end
  return value
end

local state = setmetatable({}, {__mode = "k"})   -- file -> {kind, buffer, tail, tailn, size, pos, closed, serial}
-- standard output and error write where print writes, so they share one open line: a piece
-- either leaves without a newline is where the next piece of either, or print, goes on. The
-- line's pieces wait on a stack whose top is merged into the one below while it is as long
-- (a string buffer of Programming in Lua's): a line written a byte at a time copied the whole
-- line at each write (100,000 `io.write(".")`: 2.4 G instructions), now each byte about log n
-- times.
-- (A file in memory keeps what is appended to it the same way, joined when it is read.)
local function stackpush(stack, n, piece)        -- the stack's new count
  n = n + 1
  stack[n] = piece
  while n > 1 and #stack[n - 1] <= #stack[n] do
    stack[n - 1] = stack[n - 1] .. stack[n]
    stack[n] = nil
    n = n - 1
  end
  return n
end
local pieces, npieces = nil, 0                   -- the stack, made by the first piece
local function addopen(piece)
  pieces = pieces or {}
  npieces = stackpush(pieces, npieces, piece)
end
-- The pieces are let go first, allocating nothing: a line written up to the memory limit
-- cannot be joined (that takes as much again) nor a new stack made; kept, they failed every
-- later test of the file for memory, and their finalizer's flush failed at the state's close.
local function takeopen()                        -- the open line, and none open after it
  local stack, n = pieces, npieces
  pieces, npieces = nil, 0
  return n == 1 and stack[1] or concat(stack, "", 1, n)
end
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
  if s and s.kind == "output" and npieces > 0 then hostpiece(takeopen()) end
end
-- `local f <close> = io.tmpfile()`: closed at the end of its block, as stock's (f_gc)
meta.__close = function(f)
  local s = state[f]
  if s and s.kind == "memory" then s.closed = true; s.buffer, s.tail, s.tailn = "", {}, 0 end
end
local newhandle = safe.handlemaker(meta)

local opened = 0
local function open(kind)
  local f = newhandle()
  opened = opened + 1
  -- a file in memory: `buffer` and then the `tailn` pieces of `tail`, `size` bytes in all
  state[f] = {kind = kind, buffer = "", tail = {}, tailn = 0, size = 0, pos = 0, closed = false, serial = opened}
  return f
end

-- a file in memory's bytes as one string, its appended pieces joined on
local function flat(s)
  if s.tailn > 0 then
    s.buffer = s.buffer .. concat(s.tail, "", 1, s.tailn)
    s.tail, s.tailn = {}, 0
  end
  return s.buffer
end

-- The state of the file that is argument 1 of the io function `level` levels above the
-- caller (luaL_checkudata's words; `count`: how many arguments it got, for "no value"), open.
local function checked(count, f, level, global)
  local s = type(f) == "userdata" and state[f]
  if not s then
    error(argmessage(level + 1, 1, "FILE* expected, got " .. (count == 0 and "no value" or typename(f)), global), 0)
  end
  if s.closed then error("attempt to use a closed file", level + 2) end
  return s
end

-- A file method: `body(f, s, ...)` with its file checked, as a C function (above).
local function method(name, body)
  methods[name] = cfunction(function(...)
    local f = ...
    return body(f, checked(select("#", ...), f, 2, "?"), select(2, ...))
  end)
end

-- standard output and error: whole lines to the host
local function emit(text)
  local from = 1
  while true do                                  -- each line ended in the text, from where it is
    local at = find(text, "\n", from, true)
    if not at then break end
    local line = sub(text, from, at - 1)
    if npieces > 0 then line = takeopen() .. line end
    hostline(line)
    from = at + 1
  end
  if from <= #text then addopen(from == 1 and text or sub(text, from)) end
  -- the host learns a line is open, so that it flushes it where an entry ends (a spec's test)
  -- and calls in only then
  if npieces > 0 then hostopened() end
end
local function flush()
  if npieces > 0 then hostpiece(takeopen()) end
end

-- g_write: the values from argument `first` on (1 for io.write, 2 for a method, whose self is
-- argument 1), each a string or a number, written in order until one is neither
local function write(f, s, first, global, ...)
  local values = pack(...)                       -- not select(i, ...): linear, as stock's loop
  for i = 1, values.n do
    local v = values[i]
    local t = type(v)
    if t == "number" then v = mathtype(v) == "integer" and format("%d", v) or format("%.14g", v)
    elseif t ~= "string" then
      error(argmessage(3, first + i - 1, "string expected, got " .. typename(v), global), 0)
    end
    if s.kind == "memory" then
      if s.pos == s.size then                    -- at the end: appended, joined when read
        s.tailn = stackpush(s.tail, s.tailn, v)
      else
        local buffer = flat(s)
        if s.pos > #buffer then                  -- written past the end: the gap reads as zeros
          local ok, gap = pcall(string.rep, "\0", s.pos - #buffer)
          if not ok then error("cannot write at position " .. s.pos .. " (not enough memory for the gap)", 4) end
          buffer = buffer .. gap
        end
        s.buffer = sub(buffer, 1, s.pos) .. v .. sub(buffer, s.pos + #v + 1)
      end
      s.pos = s.pos + #v
      if s.pos > s.size then s.size = s.pos end
    elseif s.kind == "input" then
      return nil, "Bad file descriptor", 9
    else
      emit(v)
    end
  end
  return f
end

-- one read format, argument `n` of the io function `level` levels above the caller, checked
-- as stock's g_read checks it: a count, or the letter of a format
local function format_of(fmt, n, level, global)
  if type(fmt) == "number" then return (integer(fmt, n, level + 1, global)) end   -- no tail call: the frames count
  if type(fmt) ~= "string" then error(argmessage(level + 1, n, "string expected, got " .. typename(fmt), global), 0) end
  local letter = sub(fmt, 1, 1) == "*" and sub(fmt, 2, 2) or sub(fmt, 1, 1)
  if letter == "" or not find("alLn", letter, 1, true) then error(argmessage(level + 1, n, "invalid format", global), 0) end
  return letter
end

-- read_number (liolib.c): after spaces, the characters that may continue a numeral — a sign,
-- "0x", digits, a point, an exponent — taken one by one whether or not they make one, at most
-- 200 (more make none); then what was taken converted as lua_stringtonumber does. What was
-- taken stays read even when it is no number ("1e5x" gives 1e5 and leaves "x", "abc" nil and
-- leaves it all); only the character looked at last is given back.
local MAXLENNUM = 200
local function readnumber(s)
  local buffer, at = s.buffer, s.pos + 1         -- `at`: the character looked at ("" at the end)
  local c = sub(buffer, at, at)
  local taken, n = {}, 0
  local function nextc()
    if n >= MAXLENNUM then taken = nil; return false end
    n = n + 1; taken[n] = c
    at = at + 1; c = sub(buffer, at, at)
    return true
  end
  local function test2(set) return c ~= "" and find(set, c, 1, true) ~= nil and nextc() end
  local function readdigits(hex)
    local count = 0
    while c ~= "" and find(c, hex and "%x" or "%d") and nextc() do count = count + 1 end
    return count
  end
  while c ~= "" and find(" \t\n\v\f\r", c, 1, true) do at = at + 1; c = sub(buffer, at, at) end
  test2("-+")
  local count, hex = 0, false
  if test2("0") then
    if test2("xX") then hex = true else count = 1 end
  end
  count = count + readdigits(hex)
  if test2(".") then count = count + readdigits(hex) end
  if count > 0 and test2(hex and "pP" or "eE") then
    test2("-+")
    readdigits(false)
  end
  s.pos = at - 1
  return taken and tonumber(concat(taken, "", 1, n)) or nil
end

-- one format read from a file in memory or standard input (always at its end, where "a"
-- still reads "")
local function readone(s, fmt)
  local buffer = flat(s)
  local from = s.pos + 1                         -- read from the buffer in place: no copy of the rest
  if type(fmt) == "number" then
    if from > #buffer then return nil end
    -- past the end, the rest (s.pos + fmt wraps past math.maxinteger for a huge count)
    local part = sub(buffer, from, fmt > #buffer - s.pos and #buffer or s.pos + fmt)
    s.pos = s.pos + #part
    return part
  end
  if fmt == "a" then s.pos = #buffer; return sub(buffer, from) end
  if from > #buffer then return nil end
  if fmt == "l" or fmt == "L" then
    local at = find(buffer, "\n", from, true)
    local line = sub(buffer, from, at or -1)
    s.pos = s.pos + #line
    if fmt == "l" and at then line = sub(line, 1, -2) end
    return line
  end
  if fmt == "n" then return readnumber(s) end
end

-- g_read: the formats from argument `first` on, each checked and read while those before it
-- succeeded (standard output reads nothing: stock's first read fails with EBADF)
local function read(s, first, global, ...)
  local n = select("#", ...)
  if n == 0 then
    if s.kind == "output" then return nil, "Bad file descriptor", 9 end
    return readone(s, "l")
  end
  local results, formats = {}, pack(...)         -- not select(i, ...): linear, as stock's loop
  for i = 1, n do
    local fmt = format_of(formats[i], first + i - 1, 3, global)
    -- stock's read_chars takes a buffer of the count (a size_t) before it reads: a negative
    -- count asks for 2^64 - |n| bytes, and lauxlib's plain error says so, on any file
    if type(fmt) == "number" and fmt < 0 then error("not enough memory", 0) end
    if s.kind == "output" then return nil, "Bad file descriptor", 9 end
    results[i] = readone(s, fmt)
    if results[i] == nil then return unpack(results, 1, i) end
  end
  return unpack(results, 1, n)
end

method("write", function(f, s, ...) return pass(write(f, s, 2, "?", ...)) end)
method("read", function(_, s, ...) return pass(read(s, 2, "?", ...)) end)

-- aux_lines: an iterator reading the formats each call, named as its caller names it (`for
-- iterator`), its formats counted from 2 as stock's io_readline counts them
local MAXARGLINE = 250
local function lines(f, level, global, ...)
  local formats = pack(...)
  if formats.n > MAXARGLINE then error(argmessage(level + 1, MAXARGLINE + 2, "too many arguments", global), 0) end
  return cfunction(function()
    local s = state[f]
    if s.closed then error("file is already closed", 3) end
    local results = pack(pass(read(s, 2, "?", unpack(formats, 1, formats.n))))
    if results[1] ~= nil then return unpack(results, 1, results.n) end
    if results.n > 1 then error(results[2], 3) end   -- a read error: stock raises its message
  end)
end
method("lines", function(f, _, ...) return pass(lines(f, 2, "?", ...)) end)

method("seek", function(_, s, whence, offset)
  whence = option(whence, 2, "cur", {set = true, cur = true, ["end"] = true}, 2, "?")
  offset = offset == nil and 0 or integer(offset, 3, 2, "?")
  -- standard input is an empty file (a script has no input), standard output a pipe
  if s.kind == "output" then return nil, "Illegal seek", 29 end
  local base = ({set = 0, cur = s.pos, ["end"] = s.size})[whence]
  -- a position must stay a position: no overflow, nothing before the start
  if offset > maxinteger - base or base + offset < 0 then return nil, "Invalid argument", 22 end
  s.pos = base + offset
  return s.pos
end)

method("flush", function(_, s)
  if s.kind == "output" then flush() end
  return true                                -- as stock's luaL_fileresult for a flush that worked
end)

method("setvbuf", function(_, _, mode, size)
  option(mode, 2, nil, {no = true, full = true, line = true}, 2, "?")
  if size ~= nil then integer(size, 3, 2, "?") end
  return true
end)

method("close", function(_, s)
  if s.kind ~= "memory" then return nil, "cannot close standard file" end
  s.closed = true
  s.buffer, s.tail, s.tailn = "", {}, 0
  return true
end)

local stdin, stdout, stderr = open("input"), open("output"), open("output")

-- io.input(x) and io.output(x) with what is neither a file nor a name: stock's type error
local function notafile(value, global)
  local t = type(value)
  if t ~= "string" and t ~= "number" and not (t == "userdata" and state[value]) then
    error(argmessage(3, 1, "FILE* expected, got " .. typename(value), global), 0)
  end
end

io = {
  stdin = stdin, stdout = stdout, stderr = stderr,
  write = cfunction(function(...) return pass(write(stdout, state[stdout], 1, "io.write", ...)) end),
  read = cfunction(function(...) return pass(read(state[stdin], 1, "io.read", ...)) end),
  lines = cfunction(function(filename, ...)
    if filename ~= nil then error("io.lines(filename) is not available in the sandbox (no file system)", 3) end
    return pass(lines(stdin, 2, "io.lines", ...))
  end),
  input = cfunction(function(file)
    if file ~= nil and file ~= stdin then
      notafile(file, "io.input")
      error("io.input(file) is not available in the sandbox (no file system)", 3)
    end
    return stdin
  end),
  output = cfunction(function(file)
    if file ~= nil and file ~= stdout then
      notafile(file, "io.output")
      error("io.output(file) is not available in the sandbox (no file system)", 3)
    end
    return stdout
  end),
  close = cfunction(function(...)
    local file = ...
    if select("#", ...) == 0 then return stdout:close() end
    checked(1, file, 2, "io.close")            -- stock's type error, not a failed method call
    return file:close()
  end),
  flush = cfunction(function() return stdout:flush() end),
  type = cfunction(function(...)
    if select("#", ...) == 0 then error(argmessage(2, 1, "value expected", "io.type"), 0) end
    local value = ...
    local s = type(value) == "userdata" and state[value]
    if not s then return nil end
    return s.closed and "closed file" or "file"
  end),
  tmpfile = cfunction(function() return open("memory") end),
}
package.loaded.io = io
safe.nameloaded("io", io)                        -- tracebacks name io.write as stock's

-- print goes on the line io.write left open on standard output (or error: they share it), as
-- in stock Lua with both on a terminal: `io.write("a ") print("b")` is the line "a b", not
-- "b" and then "a ". Stock's print writes each value as it converts it: what a __tostring
-- prints goes on the line after the values before it, and a __tostring that raises leaves them
-- written (`print(1, bad)` leaves "1" on the line). So before a value whose conversion may run
-- a script's __tostring (a table's, a userdata's, the strings' metatable's) the values before
-- it go on the open line, and the host learns a line is open, to end it where the entry ends.
local strings = getmetatable("")
print = function(...)
  -- the values in one table, each replaced by its text in turn (select(i, ...) in the loop
  -- made print(table.unpack(t)) quadratic in #t, where stock's print is linear)
  local parts, from = pack(...), 1               -- parts[from..] are not on the open line yet
  local n = parts.n
  for i = 1, n do
    local value = parts[i]
    if i > from then
      local t = type(value)
      if t == "table" or t == "userdata" or t == "string" and rawget(strings, "__tostring") ~= nil then
        addopen((from > 1 and "\t" or "") .. concat(parts, "\t", from, i - 1))
        hostopened()
        from = i
      end
    end
    parts[i] = tostring(value)
  end
  -- one value is sent as it is: concat would copy it (a 100 MB string: 100 MB more, charged,
  -- so a string the memory limit allowed could not be printed)
  local rest = n == 1 and from == 1 and parts[1] or (from > 1 and "\t" or "") .. concat(parts, "\t", from, n)
  return hostline(npieces > 0 and takeopen() .. rest or rest)
end
