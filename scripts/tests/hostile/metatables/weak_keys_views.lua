-- attack: views as keys of a weak table, collected while animations hold them
-- expect: ok "done"
local weak = setmetatable({}, {__mode = "k"})
for i = 1, 1000 do
  local v = View{}
  weak[v] = i
  View.animate(0.1, function() v.alpha = 0 end)
end
collectgarbage()
clock.runUntilIdle()
collectgarbage()
print("done")
