-- attack: calling a view's __gc by hand (if reachable), then using the view
-- expect: any ""
local v = View{}
window:addSubview(v)
local ok, mt = pcall(getmetatable, v)
local gc = type(mt) == "table" and rawget(mt, "__gc")
if gc then gc(v); gc(v) end
v.alpha = 0.5
View.animate(0.1, function() v.alpha = 0 end)
clock.runUntilIdle()
print("done")
