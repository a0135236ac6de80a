-- What Transit's own checks share: failing at the spec's line, wording differences (AssertPrelude.swift).
-- Run at a spec's first failure or first use of one of these (spec_first_use.lua), with the
-- standard functions as they were at start (`std`).
local host, shared, std = ...
local type, ipairs = std.type, std.ipairs
local find, gsub, concat, abs = std.find, std.gsub, std.concat, std.abs
local fmt, number = shared.format, shared.number

-- Raises an assertion failure: the message's first line, then the details (the diff)
local function fail(message, details)
  if details ~= nil and details ~= "" then message = message .. "\n" .. details end
  host.fail(message)
end

-- "Expected: 1\nReceived: 2", or a line diff of the two texts when either spans lines
local function difference(expected, actual)
  local e, a = fmt(expected), fmt(actual)
  if not find(e, "\n", 1, true) and not find(a, "\n", 1, true) then
    return "Expected: " .. e .. "\nReceived: " .. a
  end
  return "- Expected\n+ Received\n\n" .. host.diff(e, a)
end

-- "at .frame.y: expected -426, received -425.5 (off by 0.5)"
local function where(path, actual, expected)
  path = path or ""
  local s = (path ~= "" and "at " .. path .. ": " or "") .. "expected " .. fmt(expected) .. ", received " .. fmt(actual)
  if type(actual) == "number" and type(expected) == "number" and actual == actual and expected == expected then
    s = s .. " (off by " .. number(abs(actual - expected)) .. ")"
  end
  return s
end

-- error messages are compared without their "file:line: " prefix (as luassert does)
local function bare(message)
  if type(message) ~= "string" then return message end
  return (gsub(message, "^[^\n]-:%d+: ", "", 1))
end

-- "(1, \"a\")": a packed argument list as a call shows it
local function argumentsText(args)
  local parts = {}
  for j = 1, args.n or #args do parts[j] = fmt(args[j]) end
  return "(" .. concat(parts, ", ") .. ")"
end

local function callsText(list, what)
  if #list == 0 then return (what or "Calls") .. ": none" end
  local lines = {}
  for i, args in ipairs(list) do lines[i] = "  #" .. i .. ": " .. argumentsText(args) end
  return (what or "Calls") .. ":\n" .. concat(lines, "\n")
end

shared.fail, shared.difference, shared.where, shared.bare = fail, difference, where, bare
shared.argumentsText, shared.callsText = argumentsText, callsText
