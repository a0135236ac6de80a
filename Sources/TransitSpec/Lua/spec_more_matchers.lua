-- expect's rarer matchers — the comparisons, toMatch, toContain, toContainEqual, toHaveLength —
-- run on the first matcher name spec_expect.lua and spec_common_matchers.lua do not know
-- (spec_first_use.lua): the standard functions as they were at start.
local host, shared, std = ...
local type, ipairs, rawequal, find = std.type, std.ipairs, std.rawequal, std.find
local matcher, requireNumber = shared.matcher, shared.requireNumber
local fmt, same, number = shared.format, shared.same, shared.number

local function compare(name, symbol, holds)
  matcher(name, "n", function(r, negated, n)
    requireNumber(n, name .. "'s argument")
    if type(r) ~= "number" then return false, "received " .. fmt(r) .. ", not a number" end
    return holds(r, n), "expected " .. (negated and "not " or "") .. symbol .. " " .. fmt(n) .. ", received " .. fmt(r)
  end)
end
compare("toBeGreaterThan", ">", function(a, b) return a > b end)
compare("toBeGreaterThanOrEqual", ">=", function(a, b) return a >= b end)
compare("toBeLessThan", "<", function(a, b) return a < b end)
compare("toBeLessThanOrEqual", "<=", function(a, b) return a <= b end)

matcher("toMatch", "pattern", function(r, negated, pattern)
  if type(pattern) ~= "string" then host.raise("toMatch expects a Lua pattern (a string), got " .. type(pattern)) end
  if type(r) ~= "string" then return false, "received " .. fmt(r) .. ", not a string" end
  return find(r, pattern) ~= nil, "pattern " .. fmt(pattern) .. (negated and " matched " or " did not match ") .. fmt(r)
end)

local function contains(r, item, equal)
  if type(r) == "string" and type(item) == "string" then return find(r, item, 1, true) ~= nil end
  if type(r) ~= "table" then return false end
  for _, v in ipairs(r) do if equal(v, item) then return true end end
  return false
end
matcher("toContain", "item", function(r, negated, item)
  return contains(r, item, function(a, b) return rawequal(a, b) or a == b end),
         (negated and "found " or "did not find ") .. fmt(item), "Received: " .. fmt(r)
end)
matcher("toContainEqual", "item", function(r, negated, item)
  return contains(r, item, function(a, b) return (same(a, b)) end),
         (negated and "found " or "did not find ") .. fmt(item), "Received: " .. fmt(r)
end)

matcher("toHaveLength", "n", function(r, negated, n)
  requireNumber(n, "toHaveLength's argument")
  if type(r) ~= "string" and type(r) ~= "table" then return false, "received " .. fmt(r) .. ", which has no length" end
  return #r == n, "expected length " .. (negated and "not " or "") .. number(n) .. ", received length " .. #r, "Received: " .. fmt(r)
end)
