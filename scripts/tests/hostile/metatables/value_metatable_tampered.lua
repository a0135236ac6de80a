-- attack: the shared metatable of Point/Rect values tampered with, then values handed to the host
-- expect: any ""
local mt = getmetatable(Point(0, 0))
if type(mt) == "table" then
  mt.__index = function() error("value __index called by the host") end
  mt.__eq = function() while true do end end
  mt.__tostring = function() return {} end
end
local v = View{}
window:addSubview(v)
v.center = Point(1, 2)
v.frame = Rect(0, 0, 10, 10)
print(v.center == Point(1, 2))
