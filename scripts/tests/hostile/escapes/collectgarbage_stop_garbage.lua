-- attack: collectgarbage("stop"), then make 70 MB of garbage under a 64 MiB limit: Lua's
-- emergency collection must still free it when an allocation would pass the limit
-- expect: ok "^held.70000.true$"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
collectgarbage("stop")
local n = 0
for i = 1, 70000 do
  local s = string.rep("x", 1000) .. i
  n = n + (#s > 1000 and 1 or 0)
end
print("held", n, collectgarbage("isrunning") == false)
