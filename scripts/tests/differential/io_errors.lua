-- io's argument errors name a type as stock's luaL_typeerror does: a metatable's __name
local T = setmetatable({}, {__name = "My Type"})
print(pcall(io.write, T))
print(pcall(io.output, T))
print(pcall(io.input, {}))
print(pcall(io.close, T))
print(pcall(io.close, 42))
print(io.stdout:flush(), io.flush())
-- standard input at its end (the tests give /dev/null): "a" still reads "", the formats are
-- read in order while they succeed, and a bad one is an error even there
print(io.read("a", "*a", "l"))
print(pcall(io.read, "a", "x"))
print(pcall(io.read, {}))
print(io.read(0), io.read("n"))
-- a count is a size_t to stock's read_chars, which takes a buffer of it before reading: a
-- negative one (2^64 - |n| bytes) is lauxlib's "not enough memory", at the end of a file too
print(pcall(io.read, -1))
print(pcall(io.read, 0, math.mininteger))
local f = io.tmpfile()
f:write("abc")
f:seek("set")
print(pcall(f.read, f, -1))
print(f:read(2), f:read(5), f:read(1))
