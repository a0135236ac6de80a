-- A module that forgets `local`: the strict module environment refuses it at this line.
local M = {}
helper = function() end  -- luacheck: ignore 111 (the leak is what this module tests)
return M
