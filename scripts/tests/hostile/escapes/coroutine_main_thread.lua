-- attack: the host's threads must not be reachable from coroutine.running inside callbacks
-- expect: ok "done"
local threads = {}
local v = View{}
window:addSubview(v)
View.animate(0.1, function() threads[#threads + 1] = coroutine.running(); v.alpha = 0 end,
  function() threads[#threads + 1] = coroutine.running() end)
clock.runUntilIdle()
for _, th in ipairs(threads) do
  pcall(coroutine.close, th)
  pcall(coroutine.resume, th)
end
View.animate(0.1, function() v.alpha = 1 end)
clock.runUntilIdle()
print("done")
