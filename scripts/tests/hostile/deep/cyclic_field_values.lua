-- attack: host object fields holding cyclic tables, views in their own fields
-- expect: ok "done"
local v = View{name = "v"}
local t = {}
t.self = t
v.cycle = t
v.me = v
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end)
clock.runUntilIdle()
print("done")
