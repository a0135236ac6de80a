-- expect's spy matchers (toHaveBeenCalled …), run on the first matcher name spec_expect.lua
-- does not know (spec_first_use.lua): the standard functions as they were at start.
local host, shared, std = ...
local type, ipairs, select = std.type, std.ipairs, std.select
local matcher, same, number, requireNumber = shared.matcher, shared.same, shared.number, shared.requireNumber

local function pack(...) return {n = select("#", ...), ...} end

-- a luassert spy's calls as packed argument lists
local function spyOf(r, name)
  if type(r) ~= "table" or type(r.calls) ~= "table" then
    host.raise(name .. " expects a spy (made by spy.new, spy.on or stub), got " .. type(r))
  end
  local calls = {}
  for i, call in ipairs(r.calls) do calls[i] = call.vals or call end
  return {calls = calls}
end
local callsText, argumentsText = shared.callsText, shared.argumentsText
matcher("toHaveBeenCalled", "", function(r)
  local s = spyOf(r, "toHaveBeenCalled")
  return #s.calls > 0, "called " .. #s.calls .. " times", callsText(s.calls)
end)
matcher("toHaveBeenCalledTimes", "n", function(r, negated, n)
  local s = spyOf(r, "toHaveBeenCalledTimes")
  requireNumber(n, "toHaveBeenCalledTimes's argument")
  return #s.calls == n, "expected " .. (negated and "not " or "") .. number(n) .. " calls, received " .. #s.calls, callsText(s.calls)
end)
matcher("toHaveBeenCalledWith", "...", function(r, _, ...)
  local s, expected = spyOf(r, "toHaveBeenCalledWith"), pack(...)
  for _, args in ipairs(s.calls) do
    if same(args, expected) then return true, "a call had the arguments " .. argumentsText(expected), callsText(s.calls) end
  end
  return false, "no call had the arguments " .. argumentsText(expected), callsText(s.calls)
end)
matcher("toHaveBeenLastCalledWith", "...", function(r, negated, ...)
  local s, expected = spyOf(r, "toHaveBeenLastCalledWith"), pack(...)
  local last = s.calls[#s.calls]
  return last ~= nil and (same(last, expected)),
         "the last call's arguments " .. (negated and "were " or "were not ") .. argumentsText(expected),
         callsText(s.calls)
end)
