-- luacheck: ignore 121 (print is replaced: it writes through the host)
local write, seed = ...
local tostring, select, concat = tostring, select, table.concat
-- print writes through the host (so tests and the REPL capture it), worded as stock print
function print(...)
  local n = select("#", ...)
  local parts = {}
  for i = 1, n do parts[i] = tostring((select(i, ...))) end
  write(concat(parts, "\t", 1, n))
end
-- Lua 5.4 seeds math.random from the time; Transit runs must repeat exactly
math.randomseed(seed)
