-- A module that forgets `local`: the strict module environment refuses it at this line.
local M = {}
helper = function() end
return M
