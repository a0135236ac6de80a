-- expect's snapshot matchers (toMatchSnapshot, toMatchFrameSnapshots), run on the first
-- matcher name spec_expect.lua does not know (spec_first_use.lua): the standard functions as
-- they were at start.
local host, shared, std = ...
local type, ipairs, format, concat, clock = std.type, std.ipairs, std.format, std.concat, std.clock
local matcher, fmt, number = shared.matcher, shared.format, shared.number

-- Snapshots: a view's tree (model and presentation), or any value's text
local function snapshotText(v)
  local dump = host.dumpView(v)
  if dump ~= nil then return dump end
  if type(v) == "string" then return v end
  return fmt(v)
end

local function snapshot(text, hint, negated, name)
  if negated then host.raise(name .. " cannot be negated") end
  if hint ~= nil and type(hint) ~= "string" then host.raise(name .. ": the hint must be a string, got " .. type(hint)) end
  local summary, details = host.snapshot(text, hint)
  return summary == nil, summary, details
end

matcher("toMatchSnapshot", "hint", function(r, negated, hint)
  return snapshot(snapshotText(r), hint, negated, "toMatchSnapshot")
end)

-- The view tree at relative times of the running transition (at(), from 0 to 1), in one
-- snapshot: by default its start, halfway and end
matcher("toMatchFrameSnapshots", "fractions, hint", function(r, negated, fractions, hint)
  if host.dumpView(r) == nil then host.raise("toMatchFrameSnapshots expects a view (e.g. window), got " .. type(r)) end
  fractions = fractions or {0, 0.5, 1}
  if type(fractions) ~= "table" or #fractions == 0 then
    host.raise("toMatchFrameSnapshots expects a list of fractions such as {0, 0.5, 1}")
  end
  local parts = {}
  for i, f in ipairs(fractions) do
    shared.at(f)
    parts[i] = "@ " .. number(f) .. " (" .. format("%.6f", clock.now) .. " s)\n" .. snapshotText(r)
  end
  return snapshot(concat(parts, "\n\n"), hint, negated, "toMatchFrameSnapshots")
end)
