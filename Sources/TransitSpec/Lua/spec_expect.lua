-- expect(received):matcher(expected), Jest's words on Transit's values (ExpectPrelude.swift).
-- luacheck: globals expect motion
local host, shared = ...
local type, setmetatable, getmetatable, rawget, rawequal, tostring, pcall, ipairs =
      type, setmetatable, getmetatable, rawget, rawequal, tostring, pcall, ipairs
local find = string.find
local fmt, same, close, number = shared.format, shared.same, shared.close, shared.number
local fail, difference, where, bare = shared.fail, shared.difference, shared.where, shared.bare

local Expectation = {}
local ExpectationMT = {__name = "Expectation"}
local loadMatchers                                 -- below: the rarer matchers run on first use
ExpectationMT.__index = function(self, key)
  if key == "never" then
    return setmetatable({received = rawget(self, "received"), negated = not rawget(self, "negated")}, ExpectationMT)
  end
  local m = Expectation[key]
  if m == nil and loadMatchers(key) then m = Expectation[key] end
  if m == nil then host.raise("unknown matcher '" .. tostring(key) .. "'") end
  return m
end

function expect(received)
  return setmetatable({received = received, negated = false}, ExpectationMT)
end

-- check(received, negated, ...) → ok, summary, details; or ok and a function returning
-- summary and details, so that passing checks format nothing (they run per frame)
local function matcher(name, arguments, check)
  Expectation[name] = function(self, ...)
    if getmetatable(self) ~= ExpectationMT then
      host.raise("call matchers with ':' (expect(x):" .. name .. "(…))")
    end
    host.count()
    local negated = rawget(self, "negated")
    local ok, summary, details = check(rawget(self, "received"), negated, ...)
    if (not not ok) == negated then
      if type(summary) == "function" then summary, details = summary() end
      local head = "expect(received)" .. (negated and ".never" or "") .. ":" .. name .. "(" .. arguments .. ")"
      fail(summary and head .. ": " .. summary or head, details)
    end
  end
end

local function requireNumber(v, what)
  if type(v) ~= "number" then host.raise(what .. " must be a number, got " .. type(v)) end
end

matcher("toBe", "expected", function(r, negated, e)
  local ok = rawequal(r, e) or (type(r) == "number" and type(e) == "number" and r == e)
  return ok, function()
    if negated then return "received the same value, " .. fmt(r) end
    local note = type(r) == "table" and type(e) == "table" and same(r, e)
                 and "\n(equal fields, but not the same table: use toEqual)" or ""
    return "expected " .. fmt(e) .. ", received " .. fmt(r), difference(e, r) .. note
  end
end)

matcher("toEqual", "expected", function(r, negated, e)
  local ok, path = same(r, e)
  return ok, function()
    if negated then return "the values are equal", "Received: " .. fmt(r) end
    return "the values differ" .. (path and path ~= "" and " at " .. path or ""), difference(e, r)
  end
end)

matcher("toBeCloseTo", "expected, tolerance", function(r, negated, e, tolerance)
  tolerance = tolerance == nil and 1e-6 or tolerance
  requireNumber(tolerance, "the tolerance")
  if type(e) ~= "number" and type(e) ~= "table" then
    host.raise("toBeCloseTo expects a number or a value record (Point, Size, Rect, Transform, Color), got " .. type(e))
  end
  local ok, path, a, x = close(r, e, tolerance)
  return ok, function()
    local details = "Expected: " .. fmt(e) .. " ± " .. number(tolerance) .. "\nReceived: " .. fmt(r)
    if negated then return "the values are within " .. number(tolerance), details end
    return where(path, a, x), details
  end
end)

matcher("toBeTruthy", "", function(r) return r, "received " .. fmt(r) end)
matcher("toBeFalsy", "", function(r) return not r, "received " .. fmt(r) end)
matcher("toBeNil", "", function(r) return r == nil, "received " .. fmt(r) end)

-- An error value with a __tostring reads as its text, as Jest reads an Error's message: a
-- luassert failure is busted's failure object, a table (spec_luassert_load.lua)
local function raisedText(err)
  if type(err) ~= "table" then return err end
  local mt = getmetatable(err)
  if type(mt) == "table" and mt.__tostring ~= nil then return tostring(err) end
  return err
end

matcher("toThrow", "expected", function(r, negated, e)
  if type(r) ~= "function" then host.raise("toThrow expects a function to call, got " .. type(r)) end
  local ok, err = pcall(r)
  if ok then return false, "no error was raised" end
  err = raisedText(err)
  if e == nil then return true, "raised " .. fmt(err) end
  if type(e) == "string" then
    return type(err) == "string" and find(err, e, 1, true) ~= nil,
           (negated and "the error contained " or "the error did not contain ") .. fmt(e), "Raised: " .. fmt(err)
  end
  return (same(bare(err), e)), "the error differs", difference(e, bare(err))
end)

shared.matchers = Expectation
shared.matcher = matcher            -- for the matchers run on first use (below)
shared.requireNumber = requireNumber

-- The rarer matchers run on the first matcher name not above, in this order, so a spec that
-- uses none of them does not undump them: the comparisons, patterns, lengths and contents
-- (spec_more_matchers.lua), spies', snapshots', motion's (spec_motion.lua, the largest
-- prelude, also run by the first call of `motion`). Answers whether a prelude ran.
local later, ran = {"more_matchers", "spy_matchers", "snapshot_matchers", "motion"}, {}
local function runLater(name)
  if ran[name] then return false end
  shared.runPrelude(name)
  ran[name] = true
  return true
end
function loadMatchers(key)                        -- key nil: all of them
  for _, name in ipairs(later) do
    if runLater(name) and key ~= nil and Expectation[key] ~= nil then return true end
  end
  return key == nil
end
shared.loadMatchers = loadMatchers

-- the global stays this function: a spec holding it holds what every later call reaches
function motion(options)
  runLater("motion")
  return shared.motion(options)
end
