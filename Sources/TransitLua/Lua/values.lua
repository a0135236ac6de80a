-- The value records (LUA_API.md "Values"): Point, Size, Rect, EdgeInsets, Transform and Color as
-- callable namespaces over the host's arithmetic.
-- luacheck: globals Point Size Rect EdgeInsets Transform Color Transform3D
local host = ...
local type, select, setmetatable, getmetatable, tostring, next = type, select, setmetatable, getmetatable, tostring, next
local rawget, rawset, rawequal = rawget, rawset, rawequal
local huge = math.huge

-- "bad argument #i to 'Rect' (number expected, got no value)", at the script's line: the host's
-- raise names the nearest script frame, as for a host function's error. error(…, 3) named a
-- frame by its level, and none when it was pcall (a C function) or when a `return Point(…)`
-- tail call had replaced the caller (the REPL evaluates `return <line>`).
local raise = host.raise
local function numbers(name, n, ...)
  local count = select("#", ...)
  for i = 1, n do
    local v = (select(i, ...))
    if type(v) ~= "number" then
      local got = i > count and "no value" or type(v)
      raise(("bad argument #%d to '%s' (number expected, got %s)"):format(i, name, got))
    elseif v ~= v or v == huge or v == -huge then
      local shown = v ~= v and "nan" or tostring(v)   -- not "-nan": the same text everywhere
      raise(("bad argument #%d to '%s' (finite number expected, got %s)"):format(i, name, shown))
    end
  end
end

-- The constructors check their arguments inline first, and call `numbers`, whose select loop
-- gives the error's words, only on a bad one: `v - v ~= 0` for a number only when NaN or ±inf
-- (the type test comes first: "5" - "5" is 0). A spec builds thousands of records.

-- A record type: fields in order, a metatable whose __index serves methods (host
-- functions) and computed fields (getters), equality by fields, tostring by the core.
-- A write to a computed field would make a plain field that hides it (`r.size = s` read back
-- `s` while `width` stayed 0): `setters` writes the stored fields instead (CGRect's `origin`
-- and `size` are settable, as in Swift), and the other computed fields are read-only. The
-- stored fields are always present, so their writes never reach __newindex.
local function recordType(name, fields, methods, getters, setters)
  local mt = { __name = name }
  mt.__index = function(r, key)
    local m = methods[key]
    if m ~= nil then return m end
    local g = getters[key]
    if g ~= nil then return g(r) end
    return nil
  end
  if setters ~= nil or next(getters) ~= nil then
    mt.__newindex = function(r, key, value)
      -- a script may call it by hand (`getmetatable(r).__newindex(5, "x", 1)`): rawset's
      -- error would name this file's line
      if type(r) ~= "table" then
        raise(("bad argument #1 to '__newindex' (%s expected, got %s)"):format(name, type(r)))
      end
      -- Lua's own words for a bad key, at the script's line (rawset's error names none)
      if key == nil then raise("table index is nil") end
      if key ~= key then raise("table index is NaN") end
      local set = setters and setters[key]
      if set ~= nil then return set(r, value) end
      if getters[key] ~= nil then
        raise(("cannot assign to '%s' of %s (a computed field, read-only)"):format(tostring(key), name))
      end
      rawset(r, key, value)
    end
  end
  mt.__eq = function(a, b)
    -- `==` calls it with two tables only; a script may call it by hand
    -- (`getmetatable(Rect(…)).__eq(view, r)`): `==`'s answer then, not rawget's error here
    if type(a) ~= "table" or type(b) ~= "table" then return rawequal(a, b) end
    for i = 1, #fields do
      local k = fields[i]
      if rawget(a, k) ~= rawget(b, k) then return false end
    end
    return true
  end
  mt.__tostring = host.describe[name]
  return mt
end

local PointMT = recordType("Point", {"x", "y"}, host.point, {})
local SizeMT = recordType("Size", {"width", "height"}, {}, {})
-- `r.origin = p` and `r.size = s` (Swift's `rect.size = …`) write the rect's `x` and `y`, or
-- `width` and `height`, from the value's fields of those names: read raw and finite, as
-- wherever a value is taken, both checked before either is written.
local function finiteField(key, expected, value, field)
  local v = rawget(value, field)
  if type(v) ~= "number" then
    raise(("bad value for '%s' of Rect (%s field '%s' must be a number, got %s)"):format(key, expected, field, type(v)))
  elseif v ~= v or v == huge or v == -huge then
    raise(("bad value for '%s' of Rect (%s field '%s' must be finite, got %s)"):format(
      key, expected, field, v ~= v and "nan" or tostring(v)))
  end
  return v
end
local function rectPart(key, expected, a, b)
  return function(r, value)
    if type(value) ~= "table" then
      raise(("bad value for '%s' of Rect (%s expected, got %s)"):format(key, expected, type(value)))
    end
    local va, vb = finiteField(key, expected, value, a), finiteField(key, expected, value, b)
    rawset(r, a, va)
    rawset(r, b, vb)
  end
end
local RectMT = recordType("Rect", {"x", "y", "width", "height"}, host.rect, host.rectGetters, {
  origin = rectPart("origin", "Point", "x", "y"),
  size = rectPart("size", "Size", "width", "height"),
})
local InsetsMT = recordType("EdgeInsets", {"top", "left", "bottom", "right"}, {}, {})
local TransformMT = recordType("Transform", {"a", "b", "c", "d", "tx", "ty"}, host.transform, host.transformGetters)
local ColorMT = recordType("Color", {"r", "g", "b", "a"}, host.color, {})

-- __call is a C function (host.metacall: it calls construct with the call's arguments), as a
-- stock constructor would be: Lua runs a tail-called C function above its caller's frame,
-- where a Lua __call took that frame over, so `return Rect(0, 0, 1, {})`'s error named the
-- caller's caller's line (or file).
local metacall = host.metacall
local function namespace(name, construct, statics, computed)
  statics = statics or {}
  return setmetatable(statics, {
    __call = metacall(construct),
    __metatable = false,                      -- the host's table: not the script's to change
    __index = function(_, key)
      local make = computed and computed[key]
      if make ~= nil then return make() end
      return nil
    end,
    __name = name,
  })
end

Point = namespace("Point", function(...)
  local x, y = ...
  if type(x) ~= "number" or x - x ~= 0 or type(y) ~= "number" or y - y ~= 0 then
    numbers("Point", 2, ...)
  end
  return setmetatable({x = x, y = y}, PointMT)
end, {}, { zero = function() return setmetatable({x = 0, y = 0}, PointMT) end })

Size = namespace("Size", function(...)
  local w, h = ...
  if type(w) ~= "number" or w - w ~= 0 or type(h) ~= "number" or h - h ~= 0 then
    numbers("Size", 2, ...)
  end
  return setmetatable({width = w, height = h}, SizeMT)
end, {}, { zero = function() return setmetatable({width = 0, height = 0}, SizeMT) end })

-- The value records' metatables by name, for `Rect(origin, size)`: a record of another type
-- is refused as wherever a value is taken (LuaRecord.swift's isOtherRecord).
local records = {[PointMT] = "Point", [SizeMT] = "Size", [RectMT] = "Rect", [InsetsMT] = "EdgeInsets",
                 [TransformMT] = "Transform", [ColorMT] = "Color"}

-- Field `k` of argument `i` of `Rect(origin, size)`, read raw and finite as wherever a value is
-- taken, in the host's words (LuaRecord.swift).
local function partField(i, v, expected, k)
  local n = rawget(v, k)
  if type(n) ~= "number" then
    raise(("bad argument #%d to 'Rect' (%s expected, field '%s' is %s)"):format(
      i, expected, k, n == nil and "missing" or type(n)))
  elseif n - n ~= 0 then
    raise(("bad argument #%d to 'Rect' (%s field '%s' must be finite, got %s)"):format(
      i, expected, k, n ~= n and "nan" or tostring(n)))
  end
  return n
end

-- Argument `i` of `Rect(origin, size)`: a `Point` or `Size` (`expected`), or a plain table with
-- its fields `a` and `b`; `given` is false when the call stopped short of it.
local function part(i, given, v, expected, a, b)
  if type(v) ~= "table" then
    raise(("bad argument #%d to 'Rect' (%s expected, got %s)"):format(i, expected, given and type(v) or "no value"))
  end
  local other = records[getmetatable(v)]
  if other ~= nil and other ~= expected then
    raise(("bad argument #%d to 'Rect' (%s expected, got %s)"):format(i, expected, other))
  end
  return partField(i, v, expected, a), partField(i, v, expected, b)
end

-- `Rect(x, y, width, height)`, or Swift's `CGRect(origin:size:)` as `Rect(origin, size)`.
Rect = namespace("Rect", function(...)
  local x, y, w, h = ...
  if type(x) == "table" then
    local size = y
    x, y = part(1, true, x, "Point", "x", "y")
    w, h = part(2, select("#", ...) >= 2, size, "Size", "width", "height")
  elseif type(x) ~= "number" or x - x ~= 0 or type(y) ~= "number" or y - y ~= 0
     or type(w) ~= "number" or w - w ~= 0 or type(h) ~= "number" or h - h ~= 0 then
    numbers("Rect", 4, ...)
  end
  return setmetatable({x = x, y = y, width = w, height = h}, RectMT)
end, {}, {
  zero = function() return setmetatable({x = 0, y = 0, width = 0, height = 0}, RectMT) end,
  -- CGRectNull, the core's Rect.null: an infinite origin and no size (a popover's default
  -- sourceRect, a disjoint intersection); the one infinite rect the Rect methods take
  null = function() return setmetatable({x = huge, y = huge, width = 0, height = 0}, RectMT) end,
})

EdgeInsets = namespace("EdgeInsets", function(...)
  local t, l, b, r = ...
  if type(t) ~= "number" or t - t ~= 0 or type(l) ~= "number" or l - l ~= 0
     or type(b) ~= "number" or b - b ~= 0 or type(r) ~= "number" or r - r ~= 0 then
    numbers("EdgeInsets", 4, ...)
  end
  return setmetatable({top = t, left = l, bottom = b, right = r}, InsetsMT)
end, {}, { zero = function() return setmetatable({top = 0, left = 0, bottom = 0, right = 0}, InsetsMT) end })

Transform = namespace("Transform", function(...)
  local a, b, c, d, tx, ty = ...
  if type(a) ~= "number" or a - a ~= 0 or type(b) ~= "number" or b - b ~= 0
     or type(c) ~= "number" or c - c ~= 0 or type(d) ~= "number" or d - d ~= 0
     or type(tx) ~= "number" or tx - tx ~= 0 or type(ty) ~= "number" or ty - ty ~= 0 then
    numbers("Transform", 6, ...)
  end
  return setmetatable({a = a, b = b, c = c, d = d, tx = tx, ty = ty}, TransformMT)
end, {
  rotation = host.transformStatics.rotation,
  scale = host.transformStatics.scale,
  translation = host.transformStatics.translation,
}, { identity = function() return setmetatable({a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0}, TransformMT) end })

local namedColors = {}
for _, entry in ipairs(host.namedColors) do
  local c = entry[2]
  namedColors[entry[1]] = function() return setmetatable({r = c.r, g = c.g, b = c.b, a = c.a}, ColorMT) end
end
Color = namespace("Color", function(...)
  local n = select("#", ...)
  if n >= 4 and (select(4, ...)) ~= nil then numbers("Color", 4, ...) else numbers("Color", 3, ...) end
  local r, g, b, a = ...
  return setmetatable({r = r, g = g, b = b, a = a or 1}, ColorMT)
end, { hex = host.colorHex }, namedColors)

-- CATransform3D's sixteen entries, row by row (Transform3DMethods.swift).
local entries3D = {}
for i = 1, 4 do for j = 1, 4 do entries3D[#entries3D + 1] = "m" .. i .. j end end
local Transform3DMT = recordType("Transform3D", entries3D, host.transform3D, host.transform3DGetters)
records[Transform3DMT] = "Transform3D"
Transform3D = namespace("Transform3D", function(...)
  numbers("Transform3D", 16, ...)
  local r = {}
  for i = 1, 16 do r[entries3D[i]] = (select(i, ...)) end
  return setmetatable(r, Transform3DMT)
end, {
  rotation = host.transform3DStatics.rotation,
  scale = host.transform3DStatics.scale,
  translation = host.transform3DStatics.translation,
}, { identity = function()
  return setmetatable({m11 = 1, m12 = 0, m13 = 0, m14 = 0, m21 = 0, m22 = 1, m23 = 0, m24 = 0,
                       m31 = 0, m32 = 0, m33 = 1, m34 = 0, m41 = 0, m42 = 0, m43 = 0, m44 = 1}, Transform3DMT)
end })

return PointMT, SizeMT, RectMT, InsetsMT, TransformMT, ColorMT, Transform3DMT
