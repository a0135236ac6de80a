-- attack: coroutine.yield inside an animations block called from a task
-- expect: error "yield"
local v = View{}
window:addSubview(v)
task(function()
  View.animate(1, function() v.alpha = 0; coroutine.yield() end)
end)
clock.runUntilIdle()
