-- attack: the same bug with an array part as well: the retry gets the new hash part, then Lua
-- asks to reallocate the freed table's array (SIGSEGV before). Refused now: Lua's memory error,
-- at this line, and Lua frees the new hash part itself.
-- expect: error "not enough memory"
-- args: --memory 16
-- (a small limit: the harness bounds RSS at --memory + 64 MiB, and what the emergency frees is held an instruction)
local N = {}
for i = 1, 2^10 do N[i] = i end
for i = 1, 2^17 do N["k" .. i] = true end
local mt = setmetatable({__newindex = N}, {__mode = "v"})
collectgarbage("stop")
N = nil
local t = setmetatable({}, mt)
local garbage = {}
for i = 1, 2 do garbage[i] = ("x"):rep(2^20 - 64) .. i end
garbage = nil
t.newkey = 1
print("set", rawget(mt, "__newindex"))
