-- attack: a plain coroutine yields inside an animations block and is never resumed
-- expect: error "yield"
local v = View{}
window:addSubview(v)
local co = coroutine.wrap(function() View.animate(1, function() v.alpha = 0; coroutine.yield(1) end) end)
co()
clock.runUntilIdle()
