-- attack: a weak-valued metatable whose __newindex table is the only thing holding it, grown
-- by an allocation past the ceiling: Lua's emergency collection freed the table under
-- luaV_finishset, and the retry went on into it (lua.org bug "Use after free in
-- 'luaV_finishset'", since 5.4.1, fixed in 5.4.8; transit crashed with SIGSEGV in realloc)
-- expect: error "not enough memory"
local N = {}
for i = 1, 2^21 do N[i] = true end             -- an array part of 32 MiB
local mt = setmetatable({__newindex = N}, {__mode = "v"})
collectgarbage("stop")                         -- no cycle frees N before the set
N = nil
local t = setmetatable({}, mt)
local garbage = {}
for i = 1, 10 do garbage[i] = ("x"):rep(2^20 - 64) .. i end
garbage = nil                                  -- only the emergency collection frees it
t[2^21 + 1] = 1                                -- N's array doubles: past the ceiling
print("set", rawget(mt, "__newindex"))
