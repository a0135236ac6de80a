-- attack: coroutine.yield inside a completion (not in a coroutine)
-- expect: error "yield"
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function() coroutine.yield() end)
