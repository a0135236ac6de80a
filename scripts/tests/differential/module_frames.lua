-- A module's chunk in a traceback, and its error(msg, 2), as stock's: require calls a
-- module's chunk from C, so the chunk is the 'main chunk' and the level above it has no line
package.path = "scripts/tests/differential/module_frames/?.lua;" .. package.path
print(pcall(require, "level_two"))
print(select(2, xpcall(require, debug.traceback, "raises")))
print((require("traced")))
