-- A dofile'd file's chunk in a traceback, its error(msg, 2), its results and a yield in it, as
-- stock's: dofile calls the chunk from C, so the chunk is the 'main chunk' right above
-- `[C]: in function 'dofile'` and the level above it has no line
local dir = "scripts/tests/differential/file_frames/"
print(pcall(dofile, dir .. "level_two.lua"))
print(pcall(function() dofile(dir .. "level_two.lua") end))
print(select(2, xpcall(dofile, debug.traceback, dir .. "raises.lua")))
print(select("#", dofile(dir .. "values.lua")), dofile(dir .. "values.lua"))
local co = coroutine.wrap(function() return dofile(dir .. "yields.lua") end)
print(co())
print(co(21))
