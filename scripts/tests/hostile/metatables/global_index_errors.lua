-- attack: _G given an __index that raises for every missing global; the engine keeps working
-- expect: ok "done"
setmetatable(_G, {__index = function(_, k) error("no global " .. tostring(k)) end})
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function() end)
local root = ViewController{}
window.rootViewController = root
root:present(ViewController{}, true)
clock.runUntilIdle()
print("done")
