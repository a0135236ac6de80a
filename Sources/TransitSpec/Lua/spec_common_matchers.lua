-- expect's common matchers past toBe — toEqual, toBeCloseTo, toBeTruthy, toBeFalsy, toBeNil,
-- toThrow — run on the first matcher name spec_expect.lua does not know (spec_first_use.lua),
-- first of the matchers run late: a spec that checks with toBe alone never undumps them. The
-- standard functions as they were at start.
local host, shared, std = ...
local type, getmetatable, tostring, pcall, find = std.type, std.getmetatable, std.tostring, std.pcall, std.find
local matcher, requireNumber = shared.matcher, shared.requireNumber
local fmt, same, close, number = shared.format, shared.same, shared.close, shared.number
local difference, where, bare = shared.difference, shared.where, shared.bare

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
