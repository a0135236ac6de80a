-- A script overwrites the registry slots of Transit's value metatables (Rect, Point, …) with
-- a number: the values the bridge pushes come without their methods (a Lua error to call
-- one), where setting a number as a metatable crashed the state.
require "transit"
local registry = debug.getregistry()
local overwritten = {}
for k, value in pairs(registry) do
  if type(k) == "number" and type(value) == "table" and rawget(value, "__eq") and not rawget(value, "__gc") then
    overwritten[#overwritten + 1] = rawget(value, "__name")
    registry[k] = 42
  end
end
table.sort(overwritten)
print(table.concat(overwritten, " "))
local v = View{frame = Rect(0, 0, 10, 20)}
print(v.frame.width, v.center.x, getmetatable(v.frame))
print(pcall(function() return v.frame:insetBy(1, 1) end))
