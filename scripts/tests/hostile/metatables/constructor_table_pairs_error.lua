-- attack: a constructor table whose __pairs raises
-- expect: any ""
local spec = setmetatable({name = "x"}, {__pairs = function() error("pairs called") end})
local v = View(spec)
print(v.name)
