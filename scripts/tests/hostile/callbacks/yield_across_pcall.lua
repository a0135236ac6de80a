-- attack: a yield across pcall inside a coroutine (stock 5.4 allows it)
-- expect: ok "^true\s+done"
local co = coroutine.wrap(function() return pcall(function() coroutine.yield(); return "done" end) end)
co()
print(co())
