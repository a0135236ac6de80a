local callable = ...                 -- the host's: a function, or a value with a __call
local type, setmetatable = type, setmetatable
local support = {}

-- Runs object[name](object, ...) — an override such as viewDidLoad, or a segue's perform.
-- Returns true when it ran, nil when there is no such function, or the type of a value
-- that cannot be called. Any callable value is taken (a busted spy is a table), as
-- everywhere the bindings take a function.
function support.override(object, name, ...)
  local f = object[name]
  if f == nil then return nil end
  if type(f) ~= "function" and not callable(f) then return type(f) end
  f(object, ...)
  return true
end

-- object[name], through its metatable: a transitioning delegate, an animator's method.
function support.field(object, name)
  return object[name]
end

-- Keeps values alive with an object, under a key no script can reach: the cells a
-- collection view's data source made keep their Lua side (outlets such as
-- cell.photoView) as long as the collection view's. With a slot (a name), the values of
-- that slot only, beside the others: a navigation controller keeps its edge swipe's Lua
-- side (the delegate field) under "interactivePop", which a sheet's keep must not replace.
local kept, slots = {}, {}
function support.keep(object, values, slot)
  if slot == nil then
    object[kept] = values
    return
  end
  local t = object[slots]
  if t == nil then
    t = {}
    object[slots] = t
  end
  t[slot] = values
end

-- A segue object: a new table whose methods are the segue class's (UIKit's instance of
-- the custom class), with the three properties perform reads.
function support.segue(class, source, destination, identifier)
  local segue = {source = source, destination = destination, identifier = identifier}
  if class ~= nil then setmetatable(segue, {__index = class}) end
  return segue
end

return support
