-- attack: a completion scheduled from a task yields (it runs from the clock, not the task)
-- expect: error "yield"
local v = View{}
window:addSubview(v)
task(function()
  View.animate(0.1, function() v.alpha = 0 end, function() coroutine.yield("x") end)
  wait(1)
end)
