-- How the spec environment shows and compares values (ValuesPrelude.swift says what each does).
-- Run on first use (spec_first_use.lua): the standard functions as they were at start.
local _, shared, std = ...
local type, next, tostring, tonumber, getmetatable, rawequal, rawget, pcall, ipairs =
      std.type, std.next, std.tostring, std.tonumber, std.getmetatable, std.rawequal, std.rawget, std.pcall, std.ipairs
local concat, format, abs, mathtype, huge = std.concat, std.format, std.abs, std.mathtype, std.huge
local find, gsub, match, byte = std.find, std.gsub, std.match, std.byte

-- LUA_API.md "Values"; the order matters for plain tables: the widest shape first
local kinds = {
  {name = "Rect", fields = {"x", "y", "width", "height"}},
  {name = "Transform", fields = {"a", "b", "c", "d", "tx", "ty"}},
  {name = "Color", fields = {"r", "g", "b", "a"}},
  {name = "EdgeInsets", fields = {"top", "left", "bottom", "right"}},
  {name = "Point", fields = {"x", "y"}},
  {name = "Size", fields = {"width", "height"}},
}
local byName = {}
for _, k in ipairs(kinds) do byName[k.name] = k end

local function count(t) local n = 0 for _ in next, t do n = n + 1 end return n end

-- The record kind of a value: by its metatable's name, or by its exact set of numeric fields
local function recordKind(v)
  if type(v) ~= "table" then return nil end
  local mt = getmetatable(v)
  local named = type(mt) == "table" and byName[rawget(mt, "__name")]
  if named then return named, true end
  local n = count(v)
  for _, k in ipairs(kinds) do
    if n == #k.fields then
      local all = true
      for _, f in ipairs(k.fields) do if type(rawget(v, f)) ~= "number" then all = false break end end
      if all then return k, false end
    end
  end
  if n == 3 and type(rawget(v, "r")) == "number" and type(rawget(v, "g")) == "number"
     and type(rawget(v, "b")) == "number" then
    return byName.Color, false                        -- a colour written without alpha
  end
  return nil
end

-- The shortest text that reads back as the same number
local function number(n)
  if mathtype(n) == "integer" then return tostring(n) end
  if n ~= n then return "nan" end
  if n == huge then return "inf" elseif n == -huge then return "-inf" end
  if n == 0 then return "0" end                       -- never "-0"
  local s = format("%.14g", n)
  if tonumber(s) ~= n then s = format("%.17g", n) end
  return s
end

local escapes = {['"'] = '\\"', ['\\'] = '\\\\', ['\n'] = '\\n', ['\r'] = '\\r', ['\t'] = '\\t'}
local function quote(s)
  return '"' .. (gsub(s, '[%c"\\]', function(c) return escapes[c] or format("\\%03d", byte(c)) end)) .. '"'
end

local function scalar(v)
  local t = type(v)
  if t == "string" then return quote(v)
  elseif t == "number" then return number(v)
  elseif t == "nil" or t == "boolean" then return tostring(v)
  elseif t == "function" then return "<function>"
  elseif t == "thread" then return "<thread>"
  end
  return nil
end

local sortedKeys = shared.runPrelude("sorted_keys")    -- sorted_keys.lua, with std

local function keyText(k)
  if type(k) == "string" and match(k, "^[%a_][%w_]*$") then return k end
  return "[" .. (scalar(k) or tostring(k)) .. "]"
end

local function render(v, indent, seen, depth)
  local s = scalar(v)
  if s then return s end
  if type(v) ~= "table" then                          -- userdata: a bound object's own text
    local ok, text = pcall(tostring, v)
    return ok and text or "<" .. type(v) .. ">"
  end
  local kind, named = recordKind(v)
  if kind and named then
    local parts = {}
    for i, f in ipairs(kind.fields) do parts[i] = number(rawget(v, f)) end
    return kind.name .. "(" .. concat(parts, ", ") .. ")"
  end
  local mt = getmetatable(v)
  if type(mt) == "table" and rawget(mt, "__tostring") then
    local ok, text = pcall(tostring, v)
    if ok then return text end
  end
  if seen[v] then return "<cycle>" end
  if next(v) == nil then return "{}" end
  if depth > 16 then return "{...}" end
  seen[v] = true
  local keys = sortedKeys(v)
  local n = 0                                         -- the sequence 1..n, shown without keys
  while rawget(v, n + 1) ~= nil do n = n + 1 end
  local inner = indent .. "  "
  local items, flat, width = {}, true, 0
  for i, k in ipairs(keys) do
    local text = render(rawget(v, k), inner, seen, depth + 1)
    if not (mathtype(k) == "integer" and k >= 1 and k <= n) then text = keyText(k) .. " = " .. text end
    items[i] = text
    if find(text, "\n", 1, true) then flat = false end
    width = width + #text + 2
  end
  seen[v] = nil
  if flat and width <= 60 then return "{" .. concat(items, ", ") .. "}" end
  return "{\n" .. inner .. concat(items, ",\n" .. inner) .. ",\n" .. indent .. "}"
end

local function formatValue(v) return render(v, "", {}, 0) end

-- ".frame.y", "[2].x"
local function join(path, k)
  if type(k) == "string" and match(k, "^[%a_][%w_]*$") then return path .. "." .. k end
  return path .. "[" .. (scalar(k) or tostring(k)) .. "]"
end

-- Two values compared alone: 0 alike, 1 different, 2 tables to compare by their fields
-- (`seen` pairs tables already compared, so a cycle ends)
local function compare(a, b, seen)
  if rawequal(a, b) then return 0 end
  local ta, tb = type(a), type(b)
  if ta ~= tb then return 1 end
  if ta == "number" then return (a == b or (a ~= a and b ~= b)) and 0 or 1 end
  if ta ~= "table" then return a == b and 0 or 1 end
  if seen[a] == b then return 0 end
  seen[a] = b
  return 2
end

-- Deep equality by raw fields: a's keys in order, then b's that a lacks. On a difference,
-- the keys down to it (innermost first, in `keys`) and the two values there. A loop over a
-- stack of its own, not a recursion: a table nested 100,000 deep overflowed Lua's stack (as
-- luassert's does), and an error raised that deep in Transit's Lua took seconds to name the
-- spec's line (each level up is a walk from the top).
local function differs(a, b, keys)
  local seen = {}
  local c = compare(a, b, seen)
  if c ~= 2 then return c == 1, a, b end
  local frames, n = {{a, b, sortedKeys(a), 0}}, 1       -- {a, b, a's keys, the key's index}
  local function path(from)
    for j = from, 1, -1 do keys[#keys + 1] = frames[j][3][frames[j][4]] end
  end
  while n > 0 do
    local f = frames[n]
    local ta, tb, ks, i = f[1], f[2], f[3], f[4] + 1
    f[4] = i
    if i <= #ks then
      local k = ks[i]
      local x, y = rawget(ta, k), rawget(tb, k)
      c = compare(x, y, seen)
      if c == 1 then path(n) return true, x, y end
      if c == 2 then n = n + 1 frames[n] = {x, y, sortedKeys(x), 0} end
    else
      for _, k in ipairs(sortedKeys(tb)) do
        if rawget(ta, k) == nil then keys[#keys + 1] = k path(n - 1) return true, nil, rawget(tb, k) end
      end
      frames[n] = nil
      n = n - 1
    end
  end
  return false
end

-- Deep equality; on a difference, its path (".frame.y") and the two values there. The path
-- is joined once, at the end: joined on the way down, a table 10,000 deep made 10,000 paths
-- of up to 20,000 bytes each (at 30,000 deep, past the memory limit). A path of more than
-- 40 keys shows its first and last 20 around how many it leaves out.
local function same(a, b)
  local keys = {}
  local d, x, y = differs(a, b, keys)
  if not d then return true end
  local parts, n = {}, #keys
  for i = n, 1, -1 do                                  -- keys[n] is the outermost
    if n <= 40 or i > n - 20 or i <= 20 then
      parts[#parts + 1] = join("", keys[i])
    elseif i == n - 20 then
      parts[#parts + 1] = "…(" .. (n - 40) .. " more keys)…"
    end
  end
  return false, concat(parts), x, y
end

-- Nearness: numbers within tolerance; records by their kind's fields; other tables by
-- the expected table's keys. On a miss: its path and the actual and expected values there.
-- The path is joined only on a miss, on the way out: passing checks run per frame.
local function close(actual, expected, tolerance)
  if type(expected) == "number" then
    if type(actual) ~= "number" then return false, "", actual, expected end
    if expected ~= expected then return actual ~= actual, "", actual, expected end
    return abs(actual - expected) <= tolerance, "", actual, expected
  end
  if type(expected) == "table" and type(actual) == "table" then
    local kind = recordKind(expected)
    local keys = kind and kind.fields or sortedKeys(expected)
    for _, k in ipairs(keys) do
      local e = rawget(expected, k)
      if e ~= nil then
        local ok, p, x, y = close(rawget(actual, k), e, tolerance)
        if not ok then return false, join("", k) .. p, x, y end
      end
    end
    return true
  end
  local ok = same(actual, expected)
  return ok, "", actual, expected
end

shared.format = formatValue
shared.number = number
shared.same = same
shared.close = close
shared.recordKind = recordKind
shared.sortedKeys = sortedKeys
