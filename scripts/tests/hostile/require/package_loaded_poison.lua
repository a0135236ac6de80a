-- attack: package.loaded entries replaced by a table with looping metamethods
-- expect: ok "done"
local spin = setmetatable({}, {__index = function() while true do end end})
for k in pairs(package.loaded) do package.loaded[k] = spin end
package.loaded._G = spin
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end)
clock.runUntilIdle()
print("done")
