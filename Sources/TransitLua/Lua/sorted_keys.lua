-- sortedKeys(t): a table's keys in a fixed order — numbers first (ascending), then strings,
-- then the rest by their text. Lua 5.4 randomises `pairs` order between runs, and everything
-- Transit prints must not (LUA_API.md, "Errors"). Shared by the REPL's printer and the spec
-- runner's values: this chunk returns the function. It takes the standard functions from
-- the globals, or from its third argument when given one (the spec runner's `std`: the
-- globals as they were at the spec's start, for it runs this on the spec's first use).
local _, _, std = ...
std = std or {type = type, next = next, tostring = tostring, sort = table.sort}
local type, next, tostring, sort = std.type, std.next, std.tostring, std.sort

local rank = {number = 1, string = 2, boolean = 3}
local function keyLess(a, b)
  local ra, rb = rank[type(a)] or 4, rank[type(b)] or 4
  if ra ~= rb then return ra < rb end
  if ra <= 2 then return a < b end
  return tostring(a) < tostring(b)
end

local function sortedKeys(t)
  local keys = {}
  for k in next, t do keys[#keys + 1] = k end
  sort(keys, keyLess)
  return keys
end

return sortedKeys
