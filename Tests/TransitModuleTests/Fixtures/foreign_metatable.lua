-- A value that is no object of the module but carries one of its metatables is named by its
-- Lua type in an argument error (docs/bridge.md), never by the metatable's __name.
require "transit"
local f = io.tmpfile()
debug.setmetatable(f, debug.getmetatable(View{}))
print(pcall(function() window:addSubview(f) end))
local v = View{}
debug.setmetatable(v, debug.getmetatable(Rect(0, 0, 1, 1)))
print(pcall(tostring, v))
print(pcall(function() window:addSubview(ViewController{}) end))
