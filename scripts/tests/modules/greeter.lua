-- A well-behaved module: locals only, returns its table.
local M = {}
local count = 0
function M.greet(name)
  count = count + 1
  return ("hello, %s (#%d)"):format(name, count)
end
return M
