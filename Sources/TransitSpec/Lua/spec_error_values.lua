-- An error value that is no string, worded as busted words it (busted/core.lua's
-- rewriteMessage: its __tostring if it has one, else Penlight's pretty.write, and nil as
-- "Nil error"): `error({code = 1})` reads "{\n  code = 1\n}" where Lua's handler says "(error
-- object is a table value)". pretty.write is restated here from Penlight 1.x (pl/pretty.lua,
-- pl/stringx.lua's quote_string), which a spec's machine need not have: its layout (two spaces,
-- the sequence first, other keys sorted by type then text, numeric keys last — ascending here,
-- where Penlight takes `next`'s order, "<cycle>"), its
-- numbers (integral ones as integers, others as %.14g, NaN, Inf) and its quoting. One thing
-- differs, for a message that must not fail: a float too large for %d, which pretty.write
-- raises on, is written as %.14g. (The host keeps the first 64 KiB of the text.)
-- Run on first use (spec_first_use.lua): the standard functions as they were at start.
local _, _, std = ...
local type, tostring, next, pcall, ipairs = std.type, std.tostring, std.next, std.pcall, std.ipairs
local xpcall, error = std.xpcall, std.error
local getmetatable = std.getmetatable
local format, find, concat, sort, mathtype, huge = std.format, std.find, std.concat, std.sort, std.mathtype, std.huge
local gsub, rep, sub = std.gsub, std.rep, std.sub

local keywords = {}
for _, word in ipairs({"and", "break", "do", "else", "elseif", "end", "false", "for", "function", "if", "in", "local",
                       "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"}) do
  keywords[word] = true
end

-- pretty.lua's tostring: numbers without float noise, the same on every platform
local function text(value)
  if type(value) ~= "number" then return tostring(value) end
  if value ~= value then return "NaN" end
  if value == huge then return "Inf" elseif value == -huge then return "-Inf" end
  if mathtype(value) == "integer" then return format("%d", value) end
  if value == value // 1 then
    local ok, whole = pcall(format, "%d", value)           -- 1e300 has no integer form: %.14g
    if ok then return whole end
  end
  return format("%.14g", value)
end

-- stringx.quote_string: a long bracket for text with a newline or a bracket pair (one '='
-- more than the longest inside), %q otherwise
local function quoteString(s)
  local equals, from = nil, 1
  while true do
    local _, last, _, signs = find(s .. "]", "([%[%]])(=*)%1", from)   -- the next search starts on its last bracket
    if not signs then break end
    equals = (equals and equals > #signs) and equals or #signs
    from = last
  end
  if (find(s, "\n") or equals) and not find(s, "\r") then
    local signs = rep("=", (equals or -1) + 1)
    if find(s, "^\n") then s = "\n" .. s end
    return "[" .. signs .. "[" .. s .. "]" .. signs .. "]"
  end
  return (gsub(format("%q", s), "\r", "\\r"))
end

local function isIdentifier(s)
  return type(s) == "string" and find(s, "^[%a_][%w_]*$") and not keywords[s]
end

local function index(numeric, key)
  if not numeric then
    key = quoteString(key)
    if find(key, "^%[") then key = " " .. key .. " " end
  end
  return "[" .. key .. "]"
end

local function write(value)
  local lines, line, tables = {}, "", {}
  local function put(s) line = line .. s end
  local function putln(s)
    line = line .. s
    lines[#lines + 1] = line
    line = ""
  end
  local function eatLastComma()
    local last = lines[#lines]
    if sub(last, -1) == "," then lines[#lines] = sub(last, 1, -2) end
  end
  local function keyOrder(a, b)
    if type(a) == type(b) then return tostring(a) < tostring(b) end
    return type(a) < type(b)
  end
  local writeit
  local function entry(key, val, used, indent, newIndent)
    local numeric = type(key) == "number"
    if numeric and used[key] then return end
    if type(key) ~= "string" then key = text(key) end
    if numeric or not isIdentifier(key) then key = index(numeric, key) end
    put(indent .. key .. " = ")
    writeit(val, indent, newIndent)
  end
  function writeit(t, oldIndent, indent)
    local kind = type(t)
    if kind == "string" then
      putln(quoteString(t) .. ",")
    elseif kind ~= "table" then
      local s = text(t)
      if find(s, " ") then s = quoteString(s) end
      putln(s .. ",")
    elseif tables[t] then
      putln("<cycle>,")
    else
      tables[t] = true
      local newIndent = indent .. "  "
      putln("{")
      local used, i = {}, 1
      while true do                               -- the sequence, through __index as pretty.write reads it
        local ok, v = pcall(function() return t[i] end)
        if not ok or v == nil then break end
        put(indent)
        writeit(v, indent, newIndent)
        used[i], i = true, i + 1
      end
      local keys = {}
      for k in next, t do
        if type(k) ~= "number" then keys[#keys + 1] = k end
      end
      sort(keys, keyOrder)
      for _, k in ipairs(keys) do entry(k, t[k], used, indent, newIndent) end
      -- Penlight writes these in `next` order, which under stock Lua changes from run to run
      -- (string hashes are seeded): here ascending, so the same error reads the same
      local numbers = {}
      for k in next, t do
        if type(k) == "number" and not used[k] then numbers[#numbers + 1] = k end
      end
      sort(numbers)
      for _, k in ipairs(numbers) do entry(k, t[k], used, indent, newIndent) end
      tables[t] = nil
      eatLastComma()
      putln(oldIndent .. "},")
    end
  end
  writeit(value, "", "  ")
  eatLastComma()
  return concat(lines, "\n")
end

-- The place ("spec.lua:9: ") of the frame that raised, for a message handler to learn: the
-- first Lua frame past this function (level 2), the handler (3) and a C function that raised
-- for it (`error`), as busted's getTrace walks past C frames
local function raiser()
  for level = 4, 6 do
    local _, where = pcall(error, "", level)
    if where ~= "" then return where end
  end
  return ""
end

-- busted.rewriteMessage's words for a value with no __tostring (its callers look for one as
-- busted does, past a __metatable field): nil is "Nil error", anything else pretty.write's
local function plain(value)
  if value == nil then return "Nil error" end
  if type(value) ~= "table" then return text(value) end      -- pretty.write's answer for one
  return write(value)
end

-- A __tostring that raises: busted's handler raised in its tostring, and Lua calls the handler
-- again with what was raised — busted words that instead, placed where it was raised unless it
-- holds a place (rewriteMessage's rule): the innermost place of a chain of such values. Each
-- raise nests busted's handler once more on the C stack, which overflows past 95 or so (busted
-- 2.1.1 under lua5.4 5.4.4: a chain of 95 reads its end, of 96 "spec.lua:3: C stack overflow",
-- one less in describes nested two deeper; a value that raises itself, the same): as many here,
-- walked in a loop — the recursion it was stopped at 8 values and wrote the 9th out ("{\n}").
local deepest = 95

local function words(value)
  local where = ""                    -- the innermost place a __tostring raised at
  local function placed(said)
    if find(said, "^[^\n]-:%d+: ") then return said end
    return where .. said
  end
  for raises = 0, deepest do
    -- a __tostring that returns a number (`return 42`): Lua's handler takes only a string
    -- from it, busted's tostring takes the number's text too ("42")
    local mt = value ~= nil and getmetatable(value)
    if type(mt) ~= "table" or mt.__tostring == nil then break end
    local at = ""
    local ok, told = xpcall(tostring, function(raised) at = raiser() return raised end, value)
    if ok and type(told) == "string" then return raises == 0 and told or placed(told) end
    if ok then break end
    if at ~= "" then where = at end
    if raises == deepest then return placed("C stack overflow") end
    value = told
  end
  if where == "" then return plain(value) end
  return placed(plain(value))
end

return words
