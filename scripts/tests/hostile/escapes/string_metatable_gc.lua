-- attack: a __gc field put on the shared string metatable must not run (or loop) at close
-- expect: ok "done"
getmetatable("").__gc = function() while true do end end
collectgarbage()
print("done")
