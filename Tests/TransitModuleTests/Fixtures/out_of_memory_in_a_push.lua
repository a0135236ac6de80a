-- A bound property's push refused by the host's allocator (the tests run this under
-- `ulimit -v`): `window.subviews` of 20,000 views makes a 320 KB table and 20,000 boxes from
-- Swift. The script holds nearly all memory in small blocks, then takes every large free
-- block there is, so that the table is refused while Swift's own small blocks still fit.
require "transit"
for _ = 1, 20000 do window:addSubview(View{}) end
collectgarbage()                 -- the views' boxes go: the read makes 20,000 new ones
local list = nil
print("fill", pcall(function()
  local i = 0
  while true do i = i + 1; list = {list, ("x"):rep(100) .. i} end
end))
local node = list                -- every string let go: small holes between the kept tables
while node do node[2] = nil; node = node[1] end
collectgarbage()
local big, size = {}, 1 << 22    -- then every large free block taken
while size >= 1 << 15 do
  local ok, s = pcall(string.rep, "x", size)
  if ok then big[#big + 1] = s else size = size // 2 end
end
local function count() return #window.subviews end
print("subviews", pcall(count))
-- read again: each read works, or is refused and raised the same way, as the heap lies
for _ = 1, 2 do
  local ok, message = pcall(count)
  print("again", ok or message == "not enough memory")
end
list, big = nil, nil
collectgarbage()
local v = View{}                 -- the engine goes on
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function(finished) print("completion", finished) end)
clock.advance(0.2)
print(#window.subviews, v.alpha)
