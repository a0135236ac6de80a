local M = {}
function M.boom() error("boom") end
M.inner = { deep = function() error("deep") end }
return M
