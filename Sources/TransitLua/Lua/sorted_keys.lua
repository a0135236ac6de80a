-- sortedKeys(t): a table's keys in a fixed order — numbers first (ascending), then strings,
-- then booleans (false first), then the rest by type and by what they hold. Lua 5.4
-- randomises `pairs` order between runs, and everything Transit prints must not (LUA_API.md,
-- "Errors"). A table, function or userdata key hashes by its address, which moves from run to
-- run, and showing one numbers it (`table: 0x00000001`, in the order first shown): so these
-- keys are ordered before any is shown, by a text of what they hold (a table its contents
-- sorted so, a value with __tostring its text, any other its type), then by the same text of
-- the value under them. Keys still tied hold and show alike, so their order does not change
-- what is printed.
-- Shared by the REPL's printer and the spec runner's values: this chunk returns the function.
-- It takes the standard functions from the globals, or from its third argument when given
-- one (the spec runner's `std`: the globals as they were at the spec's start, for it runs
-- this on the spec's first use).
local _, _, std = ...
std = std or {type = type, next = next, tostring = tostring, sort = table.sort, getmetatable = getmetatable,
              rawget = rawget, pcall = pcall, concat = table.concat}
local type, next, tostring, sort, getmetatable, rawget, pcall, concat =
      std.type, std.next, std.tostring, std.sort, std.getmetatable, std.rawget, std.pcall, std.concat

local rank = {number = 1, string = 2, boolean = 3}
-- how deep a key's contents are read: deeper tables read "{...}" (a key is rarely deep, and
-- a cycle must end)
local DEPTH = 3

local sortedKeys

-- What `v` holds, as text that numbers nothing (the sandbox's tostring of a value shown by
-- address would give it a number): equal for values that print alike.
local function content(v, depth)
  local t = type(v)
  if t == "string" then return '"' .. v .. '"' end
  if t == "number" or t == "boolean" or t == "nil" then return tostring(v) end
  local mt = getmetatable(v)
  if type(mt) == "table" and rawget(mt, "__tostring") ~= nil then
    local ok, text = pcall(tostring, v)
    if ok and type(text) == "string" then return text end
  end
  if t ~= "table" then return t end
  if depth >= DEPTH then return "{...}" end
  local keys, parts = sortedKeys(v, depth + 1), {}
  for i = 1, #keys do
    parts[i] = content(keys[i], depth + 1) .. "=" .. content(rawget(v, keys[i]), depth + 1)
  end
  return "{" .. concat(parts, ",") .. "}"
end

function sortedKeys(t, depth)
  depth = depth or 0
  local keys, texts = {}, nil
  for k, v in next, t do
    keys[#keys + 1] = k
    if rank[type(k)] == nil then                      -- made once per key, not per comparison
      texts = texts or {}
      texts[k] = {type(k), content(k, depth), content(v, depth)}
    end
  end
  sort(keys, function(a, b)
    local ra, rb = rank[type(a)] or 4, rank[type(b)] or 4
    if ra ~= rb then return ra < rb end
    if ra <= 2 then return a < b end
    if ra == 3 then return b and not a end
    local x, y = texts[a], texts[b]
    for i = 1, 3 do
      if x[i] ~= y[i] then return x[i] < y[i] end
    end
    return false
  end)
  return keys
end

return sortedKeys
