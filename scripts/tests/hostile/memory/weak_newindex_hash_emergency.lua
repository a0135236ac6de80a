-- attack: Lua's "use after free in luaV_finishset" through the table's hash part (SIGSEGV, or
-- a double free under ASan, before the allocator held what the emergency collection frees)
-- expect: ok "^set\t(nil|table: 0x[0-9a-f]+)\nafter\t42\n$"
-- args: --memory 16
-- (a small limit: the harness bounds RSS at --memory + 64 MiB, and what the emergency frees is held an instruction)
-- A weak-valued metatable's __newindex table of 2^17 string keys, the only thing holding it,
-- then garbage, then a new key. Growing its hash part goes past the ceiling; Lua's emergency
-- collection frees the table and the garbage, the retry gets the new hash part, and Lua wrote
-- into the freed table, read its freed hash part back and freed it a second time. Where the
-- emergency comes (it depends on the process's own memory), the table is gone with it, as a
-- weak value may be: nil; where it does not, the key went into the table.
local N = {}
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
collectgarbage("restart")
collectgarbage()
local after = {}
for i = 1, 1000 do after[i] = ("y"):rep(i) end
print("after", #after[42])
