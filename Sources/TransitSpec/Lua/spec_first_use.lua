-- embed-lua: without local names
-- The spec preludes that run on a spec's first use of them, not at every file's start
-- (FirstUsePrelude.swift): the values' printer and comparisons (spec_values.lua), what
-- checks share to fail and word differences (spec_assert.lua), expect's
-- rarer, spy and snapshot matchers and motion (spec_expect.lua runs those). A prelude run late
-- takes the standard functions and the clock as they were at start (`std`), not as the spec
-- may have left the globals.
-- luacheck: globals clock
local host, shared = ...
local type, load, error = type, load, error

local std = {type = type, ipairs = ipairs, rawequal = rawequal, rawget = rawget, setmetatable = setmetatable,
             getmetatable = getmetatable, tostring = tostring, tonumber = tonumber, next = next, pcall = pcall,
             xpcall = xpcall, error = error, select = select,
             abs = math.abs, max = math.max, min = math.min, huge = math.huge, mathtype = math.type,
             format = string.format, find = string.find, gsub = string.gsub, match = string.match, byte = string.byte,
             rep = string.rep, sub = string.sub, concat = table.concat, sort = table.sort,
             unpack = table.unpack, clock = clock}

-- Runs prelude `name` (SpecEnvironment.lazyPrelude) with host, shared and std; returns
-- what it returns.
local function run(name)
  local chunk, chunkName = host.prelude(name)
  if type(chunk) == "string" then                  -- a liblua refusing the build's bytecode
    local message
    chunk, message = load(chunk, chunkName, "t")
    if chunk == nil then error(message, 0) end
  end
  return chunk(host, shared, std)
end
shared.runPrelude = run

-- shared.format, number, same, close, recordKind: the values prelude's, which replaces these
-- on its first use; a prelude that took one of these keeps calling through it (a tail call)
local loaded = false
local function values()
  if not loaded then
    run("values")
    loaded = true
  end
  return shared
end
for _, name in ipairs({"format", "number", "same", "close", "recordKind"}) do
  shared[name] = function(...) return values()[name](...) end
end

-- shared.fail, difference, where, bare, argumentsText, callsText: the assertions prelude's
-- (spec_assert.lua), which replaces these at a spec's first failure or first use of one
-- (most checks pass: a spec whose checks all pass never undumps it); as above, a prelude that
-- took one of these keeps calling through it
local asserted = false
local function assertions()
  if not asserted then
    run("assert")
    asserted = true
  end
  return shared
end
for _, name in ipairs({"fail", "difference", "where", "bare", "argumentsText", "callsText"}) do
  shared[name] = function(...) return assertions()[name](...) end
end

-- shared.errorText: an error value with no __tostring as busted words it
-- (spec_error_values.lua), run at the first such error
local errorText
function shared.errorText(value)
  errorText = errorText or run("error_values")
  return errorText(value)
end
