-- io's argument errors name a type as stock's luaL_typeerror does: a metatable's __name
local T = setmetatable({}, {__name = "My Type"})
print(pcall(io.write, T))
print(pcall(io.output, T))
print(pcall(io.input, {}))
print(pcall(io.close, T))
print(pcall(io.close, 42))
print(io.stdout:flush(), io.flush())
