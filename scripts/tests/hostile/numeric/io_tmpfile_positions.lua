-- attack: a file in memory at absurd positions and sizes: fractional, NaN and huge offsets and
-- read counts, and a write at the largest position (whose gap no memory holds)
-- expect: error "io_tmpfile_positions.lua:14: cannot write at position 9223372036854775807"
local f = io.tmpfile()
assert(not pcall(f.seek, f, "set", 0.5))
assert(not pcall(f.read, f, 1e300))
assert(not pcall(f.read, f, 0 / 0))
assert(select(2, f:seek("cur", math.mininteger)) == "Invalid argument")
f:seek("set", 3)
f:write("x")
f:seek("set")
assert(f:read("a") == "\0\0\0x")
f:seek("set", math.maxinteger)
f:write("y")
