local recordSpec, sortedKeys = ...
local G = _G
local type, tostring, pcall, next, rawget, rawset, getmetatable, select, tonumber, ipairs, error =
      type, tostring, pcall, next, rawget, rawset, getmetatable, select, tonumber, ipairs, error
local mathtype, huge, floor = math.type, math.huge, math.floor
local format, sub, gsub, gmatch, find, match, byte =
      string.format, string.sub, string.gsub, string.gmatch, string.find, string.match, string.byte
local concat, unpack, pack = table.concat, table.unpack, table.pack
local utf8len = utf8.len
local stringlib, Easing = string, G.Easing

local MAX_DEPTH, MAX_ENTRIES, MAX_STRING, WIDTH, MAX_RESULTS = 4, 40, 400, 72, 100

local records = {}
for entry in gmatch(recordSpec, "[^;]+") do
  local words = {}
  for w in gmatch(entry, "%S+") do words[#words + 1] = w end
  records[words[1]] = {select(2, unpack(words))}
end

local keywords = {}
for w in gmatch("and break do else elseif end false for function goto if in local nil not or repeat return then true until while", "%a+") do
  keywords[w] = true
end
local function isName(k)
  return type(k) == "string" and find(k, "^[%a_][%w_]*$") ~= nil and not keywords[k]
end

-- "Rect", {"x", "y", "width", "height"} for a record: its metatable's name and every field a number
local function recordOf(v)
  local mt = getmetatable(v)
  if type(mt) ~= "table" then return nil end
  local name = rawget(mt, "__name")
  local fields = records[name]
  if fields == nil then return nil end
  for _, f in ipairs(fields) do
    if type(rawget(v, f)) ~= "number" then return nil end
  end
  return name, fields
end

local escapes = {['"'] = '\\"', ['\\'] = '\\\\', ['\n'] = '\\n', ['\r'] = '\\r', ['\t'] = '\\t'}
-- A byte that is no part of a UTF-8 character is escaped as a control character is (`"caf\233"`):
-- the text goes out through Swift strings, which made it U+FFFD, so "\xe9" and "\xff" printed
-- alike, and a spec expected the U+FFFD of a value that holds the byte (and failed).
local function utf8Escaped(s)
  local parts, i = {}, 1
  while true do
    local valid, bad = utf8len(s, i)
    if valid ~= nil then parts[#parts + 1] = sub(s, i) break end
    parts[#parts + 1] = sub(s, i, bad - 1)
    parts[#parts + 1] = format("\\%03d", byte(s, bad))
    i = bad + 1
  end
  return concat(parts)
end
local function escaped(s)
  return '"' .. utf8Escaped((gsub(s, '[%c"\\]', function(c) return escapes[c] or format("\\%03d", byte(c)) end))) .. '"'
end
local function quote(s)
  if #s <= MAX_STRING then return escaped(s) end
  return escaped(sub(s, 1, MAX_STRING)) .. format("...(%d more bytes)", #s - MAX_STRING)
end

-- as Lua's tostring (1 and 1.0 differ), but NaN reads "nan" whatever its sign bit
local function plain(n)
  if n ~= n then return "nan" end
  return tostring(n)
end
-- inside records: %.14g, so 0.0 is "0" and never "-0"
local function short(n)
  if n ~= n then return "nan" end
  if n == huge then return "inf" elseif n == -huge then return "-inf" end
  local s = format("%.14g", n)
  return s == "-0" and "0" or s
end

local render
local function keyText(k, seen)
  if isName(k) then return k end
  return "[" .. render(k, "", MAX_DEPTH, seen) .. "]"
end

local function renderTable(v, indent, depth, seen)
  local name, fields = recordOf(v)
  if name then
    local parts = {}
    for i, f in ipairs(fields) do parts[i] = short(rawget(v, f)) end
    return name .. "(" .. concat(parts, ", ") .. ")"
  end
  local mt = getmetatable(v)
  -- not under pcall: a `__tostring` that raises (or loops into a limit) is the input's error,
  -- as lua.c's `print` reports it; caught, the table printed as its raw contents, `{}`
  if type(mt) == "table" and rawget(mt, "__tostring") ~= nil then return tostring(v) end
  if seen[v] then return "<cycle>" end
  local prefix = type(mt) == "table" and type(rawget(mt, "__name")) == "string" and rawget(mt, "__name") .. " " or ""
  if next(v) == nil then return prefix .. "{}" end
  if depth >= MAX_DEPTH then return prefix .. "{...}" end
  seen[v] = true
  local keys = sortedKeys(v)
  local n = 0                                       -- the sequence 1..n, shown without keys
  while rawget(v, n + 1) ~= nil do n = n + 1 end
  local inner = indent .. "  "
  local items, flat, width = {}, true, #indent + #prefix
  for i, k in ipairs(keys) do
    if i > MAX_ENTRIES then
      items[#items + 1] = format("...(%d more)", #keys - MAX_ENTRIES)
      break
    end
    local text = render(rawget(v, k), inner, depth + 1, seen)
    if not (mathtype(k) == "integer" and k >= 1 and k <= n) then text = keyText(k, seen) .. " = " .. text end
    items[#items + 1] = text
    if find(text, "\n", 1, true) then flat = false end
    width = width + #text + 2
  end
  seen[v] = nil
  if flat and width <= WIDTH then return prefix .. "{" .. concat(items, ", ") .. "}" end
  return prefix .. "{\n" .. inner .. concat(items, ",\n" .. inner) .. ",\n" .. indent .. "}"
end

function render(v, indent, depth, seen)
  local t = type(v)
  if t == "string" then return quote(v)
  elseif t == "number" then return plain(v)
  elseif t == "nil" or t == "boolean" then return tostring(v)
  elseif t == "table" then return renderTable(v, indent, depth, seen)
  elseif t == "function" then return "<function>"
  elseif t == "userdata" then                     -- a bound object: its one-line tostring
    return tostring(v)
  end
  return "<" .. t .. ">"
end

local function collect(keep, ...)
  local r = pack(...)
  if keep and r.n > 0 then rawset(G, "_", r[1]) end
  return r
end

local function formatValues(r)
  local parts = {}
  for i = 1, r.n < MAX_RESULTS and r.n or MAX_RESULTS do parts[i] = render(r[i], "", 0, {}) end
  if r.n > MAX_RESULTS then parts[#parts + 1] = format("...(%d more)", r.n - MAX_RESULTS) end
  return concat(parts, "\t")
end

-- the shortest text that reads back as n
local function exact(n)
  if mathtype(n) == "integer" then return tostring(n) end
  if n ~= n or n == huge or n == -huge then return nil end
  local s = format("%.14g", n)
  if tonumber(s) ~= n then s = format("%.17g", n) end
  return s
end

-- Lua source that reads back as `v`, and whether a number in it is inexact; nil for a value
-- with none (a function, a cycle, a table with a metatable, one nested more than SOURCE_DEPTH
-- deep: a literal that deep is no help in a spec, and the walk, a recursion, overflowed Lua's
-- stack at 200,000 levels after seconds spent naming the line)
local SOURCE_DEPTH = 100
local function source(v, seen, depth)
  depth = depth or 0
  if depth > SOURCE_DEPTH then return nil end
  local t = type(v)
  if t == "nil" or t == "boolean" then return tostring(v), false end
  if t == "string" then return escaped(v), false end
  if t == "number" then
    local s = exact(v)
    if s == nil then return nil end
    return s, mathtype(v) == "float" and v ~= floor(v)
  end
  if t ~= "table" then return nil end
  local name, fields = recordOf(v)
  local parts, inexact = {}, false
  if name then
    for i, f in ipairs(fields) do
      local s, fraction = source(rawget(v, f), seen, depth + 1)
      if s == nil then return nil end
      parts[i], inexact = s, inexact or fraction
    end
    return name .. "(" .. concat(parts, ", ") .. ")", inexact
  end
  if getmetatable(v) ~= nil or seen[v] then return nil end
  seen[v] = true
  for _, k in ipairs(sortedKeys(v)) do
    local key = isName(k) and k or nil
    if key == nil then
      local s = source(k, seen, depth + 1)
      if s == nil then return nil end
      key = "[" .. s .. "]"
    end
    local s, fraction = source(rawget(v, k), seen, depth + 1)
    if s == nil then return nil end
    parts[#parts + 1], inexact = key .. " = " .. s, inexact or fraction
  end
  seen[v] = nil
  return "{" .. concat(parts, ", ") .. "}", inexact
end

local function resolve(path)
  local v = G
  for name in gmatch(path, "[^.]+") do
    local t = type(v)
    if t ~= "table" and t ~= "userdata" then return nil end
    v = v[name]
  end
  return v
end

local function complete(path, sep, surface)
  local ok, v = pcall(resolve, path)
  if not ok then return nil end
  local t = type(v)
  if t == "userdata" then return v end
  local names, added = {}, {}
  local function add(k)
    if isName(k) and not added[k] then added[k], names[#names + 1] = true, k end
  end
  local function addKeys(tbl)
    for k, x in next, tbl do
      if sep ~= ":" or type(x) == "function" then add(k) end
    end
  end
  if t == "string" then
    if sep == ":" then addKeys(stringlib) end
    return concat(names, " ")
  end
  if t ~= "table" then return nil end
  addKeys(v)
  local mt = getmetatable(v)
  local kind = path                 -- a host table hides its metatable: its global's name
  if type(mt) == "table" then
    local index = rawget(mt, "__index")
    if type(index) == "table" then addKeys(index) end
    kind = rawget(mt, "__name")
  end
  if type(kind) == "string" then    -- the names the host computes on access
    local prefix = kind .. sep
    for entry in gmatch(surface, "%S+") do
      if sub(entry, 1, #prefix) == prefix then
        local k = sub(entry, #prefix + 1)
        local found, x = pcall(function() return v[k] end)
        if found and x ~= nil then add(k) end
      end
    end
  end
  return concat(names, " ")
end

-- What `v` is when Lua cannot call it — its type, or the name Lua gives a host value
-- ("Window") — or nil when it can: a function, or a value whose metatable has __call. A host
-- value (an Easing value, a view) hides its metatable, so it is tried once at t = 0 (Easing's
-- curves are functions of t alone) and only Lua's own "attempt to call" counts against it.
local function uncallable(v)
  if type(v) == "function" then return nil end
  local mt = getmetatable(v)
  if type(mt) == "table" then return rawget(mt, "__call") == nil and type(v) or nil end
  if mt == nil then return type(v) end
  local ok, e = pcall(v, 0)
  if ok or type(e) ~= "string" then return nil end
  return match(e, "attempt to call a (%S+) value")
end

-- `.ease`'s samples: the curve's values at t = 0, 1/n … 1, as text. What is no curve (nil, a
-- number, a table that cannot be called) comes back as "\0" and what it is, for the host to
-- name the input: calling it here raised "attempt to call …" at this file's line (rev22).
local function samples(r, n)
  local curve = r[1]
  if type(curve) == "string" then curve = Easing[curve] end
  local what = uncallable(curve)
  if what then return "\0" .. what end
  local out = {}
  for i = 0, n do
    local y = curve(i / n)
    if type(y) ~= "number" or y ~= y then
      -- NaN as every value the REPL prints it ("nan", not the platform's "-nan")
      local shown = type(y) == "number" and plain(y) or tostring(y)
      error(format("the curve gave %s at t = %s, not a number", shown, short(i / n)), 0)
    end
    if y == huge or y == -huge then
      -- no row of the plot is infinitely high (its scale became NaN, which stopped the host)
      error(format("the curve gave %s at t = %s, not a finite number", short(y), short(i / n)), 0)
    end
    out[#out + 1] = format("%.17g", y)
  end
  return concat(out, " ")
end

-- one result for the host: "~" before source with non-integers, "=" before exact source,
-- "#" before the tostring of a value that has no source but a text of its own (a view)
local function sourceText(r)
  local v = r[1]
  local s, inexact = source(v, {})
  if s ~= nil then return (inexact and "~" or "=") .. s end
  local mt = getmetatable(v)
  if type(v) == "userdata" or (type(mt) == "table" and rawget(mt, "__tostring") ~= nil) then
    local ok, text = pcall(tostring, v)
    if ok and type(text) == "string" then return "#" .. text end
  end
  return nil
end

-- The first of a chunk's packed results (what `.explain` reads back as text).
local function first(packed)
  return packed[1]
end

return {collect = collect, format = formatValues, source = sourceText, complete = complete, samples = samples,
  first = first}
