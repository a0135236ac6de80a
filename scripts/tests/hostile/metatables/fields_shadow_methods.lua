-- attack: Lua-side fields named like methods and properties of the host object
-- expect: error ""
local v = View{}
v.addSubview = function() error("field called") end
v.superview = 5
