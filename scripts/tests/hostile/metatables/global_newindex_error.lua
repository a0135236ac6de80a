-- attack: setmetatable(_G, {__newindex = error}): the host must not create globals behind the script
-- expect: ok "done"
setmetatable(_G, {__newindex = error})
local v = View{}
window:addSubview(v)
task(function() wait(0.1) end)
View.animate(0.1, function() v.alpha = 0 end)
clock.runUntilIdle()
print("done")
