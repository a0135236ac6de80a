-- attack: string.format/rep replaced by looping functions: the host must not call the script's string table
-- expect: ok "done"
local spin = function() while true do end end
string.format, string.rep, string.gsub, string.sub = spin, spin, spin, spin
local v = View{name = "v"}
window:addSubview(v)
View.animate(0.2, function() v.center = Point(10, 10) end, function() end)
clock.runUntilIdle()
print(#tostring(v.frame) > 0 and "done")
