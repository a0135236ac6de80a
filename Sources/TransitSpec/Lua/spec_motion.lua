-- motion{views =, from =, to =, fps =} and its matchers (docs/motion.md): a record of what the
-- screen showed of some views, frame by frame, and expectations over the whole of it.
-- Run on a spec's first use (spec_expect.lua, spec_first_use.lua): the standard functions
-- come as they were at start (`std`), not as the spec may have left the globals.
local host, shared, std = ...
local type, ipairs, rawequal, setmetatable, getmetatable, tostring, next =
      std.type, std.ipairs, std.rawequal, std.setmetatable, std.getmetatable, std.tostring, std.next
local abs, max, min, huge, mathtype = std.abs, std.max, std.min, std.huge, std.mathtype
local format, concat, unpack, clock, gsub = std.format, std.concat, std.unpack, std.clock, std.gsub
local number, matcher, recordKind = shared.number, shared.matcher, shared.recordKind

local Motion = {__name = "Motion"}
Motion.__index = Motion

local known = {views = true, from = true, to = true, fps = true}

local function time(value, key)
  if value == nil then return nil end
  if type(value) ~= "number" or value ~= value or abs(value) == huge then
    local got = type(value) == "number" and number(value) or type(value)
    host.raise("motion: " .. key .. " must be a finite number of seconds, got " .. got)
  end
  return value
end

-- `motion`, the global of spec_expect.lua, calls this one (which loads this file first)
local function motion(options)
  if type(options) ~= "table" then host.raise("bad argument #1 to 'motion' (table expected, got " .. type(options) .. ")") end
  local unknown                               -- the first by name: next's order varies
  for k in next, options do
    if not known[k] and (unknown == nil or tostring(k) < tostring(unknown)) then unknown = k end
  end
  if unknown ~= nil then host.raise("motion: unknown option '" .. tostring(unknown) .. "' (views, from, to, fps)") end
  local views = options.views
  if type(views) ~= "table" or #views == 0 then host.raise("motion: views must be a non-empty list of views") end
  local fps = options.fps or clock.fps
  if mathtype(fps) ~= "integer" and not (type(fps) == "number" and fps == fps and fps % 1 == 0 and abs(fps) < 2^53) then
    host.raise("motion: fps must be a whole number, got " .. (type(fps) == "number" and number(fps) or type(fps)))
  end
  local from, to = time(options.from, "from"), time(options.to, "to")
  local record = host.recordMotion(from, to, fps, unpack(views))
  record.views, record.fps = views, fps
  return setmetatable(record, Motion)
end
shared.motion = motion

-- The track of `view` (a recorded view, or its name as the script wrote it — a track's
-- `name` is as messages show it, escaped — or `Type#n` for an unnamed one)
local function track(m, view, name)
  for i, v in ipairs(m.views) do
    if rawequal(v, view) or (v.name or m.tracks[i].name) == view then return m.tracks[i] end
  end
  host.raise(name .. ": " .. (type(view) == "string" and "'" .. view .. "'" or tostring(view)) .. " is not one of the motion's views")
end

local function motionOf(r, name)
  if getmetatable(r) ~= Motion then
    host.raise(name .. " expects a motion record (expect(motion{…})), got " .. type(r))
  end
  return r
end

-- A property of the on-screen frame (window coordinates) or the opacity
local readers = {
  minX = function(t, i) return t.x[i] end, minY = function(t, i) return t.y[i] end,
  maxX = function(t, i) return t.x[i] + t.w[i] end, maxY = function(t, i) return t.y[i] + t.h[i] end,
  midX = function(t, i) return t.x[i] + t.w[i] / 2 end, midY = function(t, i) return t.y[i] + t.h[i] / 2 end,
  width = function(t, i) return t.w[i] end, height = function(t, i) return t.h[i] end,
  alpha = function(t, i) return t.alpha[i] end,
}
local function reader(property, name)
  local read = readers[property]
  if not read then
    host.raise(name .. ": unknown property " .. tostring(property) .. " (minX, minY, maxX, maxY, midX, midY, width, height, alpha)")
  end
  return read
end

local function positive(n, what, name, allowZero)
  if type(n) ~= "number" or n ~= n or n == huge or n < 0 or (n == 0 and not allowZero) then
    host.raise(name .. ": " .. what .. " must be a " .. (allowZero and "non-negative" or "positive") .. " finite number, got "
               .. (type(n) == "number" and number(n) or type(n)))
  end
  return n
end

-- "t=0.258333 s  minY=99.5" lines, at most ten (and how many more)
local function lines(rows)
  local out = {}
  for i = 1, min(#rows, 10) do out[i] = rows[i] end
  if #rows > 10 then out[#out + 1] = "… and " .. (#rows - 10) .. " more" end
  return concat(out, "\n")
end
local function at(m, i) return format("t=%.6f s", m.times[i]) end
-- samples are shown to six significant digits: enough to see what moved, short enough to read
local function short(n) return mathtype(n) == "integer" and tostring(n) or (gsub(format("%.6g", n), "^%-0$", "0")) end
local function rect(t, i)
  return format("(%s, %s, %s, %s)", short(t.x[i]), short(t.y[i]), short(t.w[i]), short(t.h[i]))
end
-- the largest move of an edge between samples i and j
local function step(t, i, j)
  return max(abs(t.x[j] - t.x[i]), abs(t.y[j] - t.y[i]), abs(t.x[j] + t.w[j] - t.x[i] - t.w[i]), abs(t.y[j] + t.h[j] - t.y[i] - t.h[i]))
end
-- the on-screen sample indices
local function shown(t)
  local list = {}
  for i, s in ipairs(t.shown) do if s then list[#list + 1] = i end end
  return list
end

matcher("toBeMonotonic", "view, property", function(r, negated, view, property)
  local m = motionOf(r, "toBeMonotonic")
  local t, read = track(m, view, "toBeMonotonic"), reader(property, "toBeMonotonic")
  local idx, direction, bad = shown(t), 0, nil
  for k = 2, #idx do
    local d = read(t, idx[k]) - read(t, idx[k - 1])
    if abs(d) > 1e-9 then
      local s = d > 0 and 1 or -1
      if direction == 0 then direction = s elseif s ~= direction then bad = k break end
    end
  end
  return bad == nil, function()
    if negated then return t.name .. "." .. property .. " is monotonic over " .. #idx .. " samples" end
    local rows = {}
    for k = max(1, bad - 2), min(#idx, bad + 1) do
      rows[#rows + 1] = at(m, idx[k]) .. "  " .. property .. "=" .. short(read(t, idx[k])) .. (k == bad and "  <- turns back" or "")
    end
    local was = direction > 0 and "increasing" or "decreasing"
    return t.name .. "." .. property .. " turns back at " .. at(m, idx[bad]) .. " (it was " .. was .. ")", lines(rows)
  end
end)

-- A rect in window coordinates, or a view's frame in the window (model values, now)
local function area(v, name)
  local kind = recordKind(v)
  if kind and kind.name == "Rect" then return v end
  if type(v) == "userdata" then return host.window():convert(v.bounds, {from = v}) end
  host.raise(name .. " expects a Rect (window coordinates) or a view, got " .. type(v))
end

matcher("toStayInside", "view, rectOrView", function(r, negated, view, where)
  local m = motionOf(r, "toStayInside")
  local t, box = track(m, view, "toStayInside"), area(where, "toStayInside")
  local rows, e = {}, 1e-6
  for _, i in ipairs(shown(t)) do
    if t.x[i] < box.x - e or t.y[i] < box.y - e
       or t.x[i] + t.w[i] > box.x + box.width + e or t.y[i] + t.h[i] > box.y + box.height + e then
      rows[#rows + 1] = at(m, i) .. "  frame=" .. rect(t, i)
    end
  end
  local inside = format("(%s, %s, %s, %s)", number(box.x), number(box.y), number(box.width), number(box.height))
  return #rows == 0, function()
    if negated then return t.name .. " stayed inside " .. inside end
    return t.name .. " left " .. inside .. " in " .. #rows .. " samples", lines(rows)
  end
end)

matcher("toMoveAtMost", "view, points, per", function(r, negated, view, points, per)
  local m = motionOf(r, "toMoveAtMost")
  local t = track(m, view, "toMoveAtMost")
  positive(points, "points", "toMoveAtMost", true)
  -- per sample (a frame of the record), or per `per` seconds, scaled by each step's length
  if per ~= nil then positive(per, "per (seconds)", "toMoveAtMost") end
  local unit = per == nil and "frame" or number(per) .. " s"
  local idx, rows = shown(t), {}
  for k = 2, #idx do
    local i, j = idx[k - 1], idx[k]
    local allowed = (per == nil and points or points * (m.times[j] - m.times[i]) / per) + 1e-9
    local moved = step(t, i, j)
    if j == i + 1 and moved > allowed then
      rows[#rows + 1] = at(m, i) .. " -> " .. at(m, j) .. "  moved " .. short(moved) .. " (at most " .. short(allowed) .. ")  "
                        .. rect(t, i) .. " -> " .. rect(t, j)
    end
  end
  return #rows == 0, function()
    if negated then return t.name .. " moved at most " .. number(points) .. " points per " .. unit end
    return t.name .. " moved more than " .. number(points) .. " points per " .. unit .. " in " .. #rows .. " steps", lines(rows)
  end
end)

matcher("toOvershootAtMost", "view, property, fraction", function(r, negated, view, property, fraction)
  local m = motionOf(r, "toOvershootAtMost")
  local t, read = track(m, view, "toOvershootAtMost"), reader(property, "toOvershootAtMost")
  positive(fraction, "the fraction", "toOvershootAtMost", true)
  local idx = shown(t)
  if #idx < 2 then host.raise("toOvershootAtMost: " .. t.name .. " is on screen in fewer than two samples") end
  local start, final = read(t, idx[1]), read(t, idx[#idx])
  local range = abs(final - start)
  if range == 0 then
    host.raise("toOvershootAtMost: " .. t.name .. "." .. property .. " ends where it starts (" .. number(start)
               .. "): no overshoot to measure")
  end
  local sign = final > start and 1 or -1
  local worst, at_ = 0, idx[1]
  for _, i in ipairs(idx) do
    local past = (read(t, i) - final) * sign
    if past > worst then worst, at_ = past, i end
  end
  local ratio = worst / range
  return ratio <= fraction + 1e-12, function()
    local text = t.name .. "." .. property .. " overshoots " .. number(start) .. " -> " .. number(final) .. " by " .. number(worst)
                 .. " (" .. number(ratio) .. " of the move)"
    if negated then return text .. ", at most " .. number(fraction) end
    return text .. ", more than " .. number(fraction), at(m, at_) .. "  " .. property .. "=" .. short(read(t, at_))
  end
end)

matcher("toSettleWithin", "view, seconds, tolerance", function(r, negated, view, seconds, tolerance)
  local m = motionOf(r, "toSettleWithin")
  local t = track(m, view, "toSettleWithin")
  positive(seconds, "seconds", "toSettleWithin", true)
  tolerance = tolerance == nil and 0.5 or positive(tolerance, "the tolerance", "toSettleWithin", true)
  local n, rows = #m.times, {}
  local limit = m.times[1] + seconds
  for i = 1, n do
    if m.times[i] >= limit - 1e-9 and (not t.shown[i] ~= not t.shown[n] or (t.shown[i] and step(t, i, n) > tolerance)) then
      rows[#rows + 1] = at(m, i) .. "  frame=" .. (t.shown[i] and rect(t, i) or "off screen")
    end
  end
  return #rows == 0, function()
    local final = t.shown[n] and rect(t, n) or "off screen"
    if negated then return t.name .. " settled at " .. final .. " within " .. number(seconds) .. " s" end
    return t.name .. " is not within " .. number(tolerance) .. " of its final frame " .. final .. " after "
           .. number(seconds) .. " s", lines(rows)
  end
end)

matcher("toEndAt", "view, rect, tolerance", function(r, negated, view, target, tolerance)
  local m = motionOf(r, "toEndAt")
  local t = track(m, view, "toEndAt")
  local kind = recordKind(target)
  if not (kind and kind.name == "Rect") then host.raise("toEndAt expects a Rect (window coordinates), got " .. type(target)) end
  tolerance = tolerance == nil and 1e-6 or positive(tolerance, "the tolerance", "toEndAt", true)
  local n = #m.times
  local ok = t.shown[n] and max(abs(t.x[n] - target.x), abs(t.y[n] - target.y), abs(t.w[n] - target.width),
                                abs(t.h[n] - target.height)) <= tolerance
  return ok, function()
    local expected = format("(%s, %s, %s, %s)", number(target.x), number(target.y), number(target.width), number(target.height))
    local got = t.shown[n] and rect(t, n) or "off screen"
    if negated then return t.name .. " ends at " .. expected end
    return t.name .. " ends at " .. got .. ", not " .. expected .. " ± " .. number(tolerance), at(m, n) .. "  frame=" .. got
  end
end)

-- A jump: a step between two on-screen samples more than twice the larger of its
-- neighbouring steps plus `tolerance` points — motion speeds up and slows down, it does not
-- teleport. The identity shown may change (a view to its snapshot): the step is measured
-- across the swap, which is where a mismatched snapshot shows.
matcher("toBeContinuous", "tolerance", function(r, negated, tolerance)
  local m = motionOf(r, "toBeContinuous")
  tolerance = tolerance == nil and 1 or positive(tolerance, "the tolerance", "toBeContinuous", true)
  local rows = {}
  for _, t in ipairs(m.tracks) do
    local idx, steps = shown(t), {}
    for k = 2, #idx do
      -- only consecutive samples: a view that leaves the screen and comes back has not jumped
      steps[k] = idx[k] == idx[k - 1] + 1 and step(t, idx[k - 1], idx[k]) or nil
    end
    for k = 2, #idx do
      local s = steps[k]
      if s then
        local around = max(steps[k - 1] or 0, steps[k + 1] or 0)
        if s > 2 * around + tolerance then
          local i, j = idx[k - 1], idx[k]
          rows[#rows + 1] = t.name .. ": " .. at(m, i) .. " -> " .. at(m, j) .. "  jumped " .. short(s) .. "  "
                            .. t.shown[i] .. " " .. rect(t, i) .. " -> " .. t.shown[j] .. " " .. rect(t, j)
        end
      end
    end
  end
  return #rows == 0, function()
    if negated then return "no view jumped" end
    return #rows .. " jump" .. (#rows == 1 and "" or "s") .. " (a step more than twice its neighbours' plus "
           .. number(tolerance) .. ")", lines(rows)
  end
end)

