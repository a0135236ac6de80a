-- attack: string.format at the largest widths and precisions stock Lua accepts
-- expect: ok "done"
local a = string.format("%099d", 1)
local b = string.format("%.99f", 1e308)
local c = string.format("%99.99f", -1e308)
local d = string.format("%-99s|", "x")
local e = string.format("%99.99g", 5e-324)
print("done", #a, #b, #c, #d, #e)
