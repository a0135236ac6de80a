-- A push from Swift the host's allocator refuses while garbage holds the memory: Lua's own
-- emergency collection (lmem.c, tryagain) frees it and asks again, and the push is granted.
require "transit"
local l = Label{}
l.text = string.rep("y", 6 << 20)            -- each read pushes 6 MiB from Swift
collectgarbage()
collectgarbage("stop")                       -- garbage stays until a collection that must run
local garbage = string.rep("z", 16 << 20)
local kept = {}
print("fill", pcall(function()
  while true do kept[#kept + 1] = string.rep("x", 65000) .. #kept end
end))
for i = 1, 200 do kept[i] = false end        -- room for the ballast, taken again at the next
local _ = l.alpha                            -- entry into Swift (it collects after a refusal)
garbage = nil                                -- 16 MiB only a collection frees
local ok = 0
for _ = 1, 3 do
  local r, m = pcall(function() return #l.text end)
  if r then ok = ok + 1 else print("read", m) end
end
print("reads", ok)
