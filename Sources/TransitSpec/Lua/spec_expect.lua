-- embed-lua: without local names
-- expect(received):matcher(expected), Jest's words on Transit's values (ExpectPrelude.swift).
-- luacheck: globals expect motion
local host, shared = ...
local type, setmetatable, getmetatable, rawget, rawequal, tostring, ipairs =
      type, setmetatable, getmetatable, rawget, rawequal, tostring, ipairs
local fmt, same = shared.format, shared.same
local fail, difference = shared.fail, shared.difference

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

shared.matchers = Expectation
shared.matcher = matcher            -- for the matchers run on first use (below)
shared.requireNumber = requireNumber

-- The other matchers run on the first matcher name not above, in this order, so a spec that
-- uses none of them does not undump them: toEqual, toBeCloseTo, toBeTruthy, toBeFalsy,
-- toBeNil and toThrow (spec_common_matchers.lua: a spec checking with toBe alone, as
-- `transit-bench`'s start spec, never needs them); the comparisons, patterns, lengths and
-- contents (spec_more_matchers.lua), spies', snapshots', motion's (spec_motion.lua, the
-- largest prelude, also run by the first call of `motion`). Answers whether a prelude ran.
local later, ran = {"common_matchers", "more_matchers", "spy_matchers", "snapshot_matchers", "motion"}, {}
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
