-- attack: labels whose text is a 16 MB string each: copied into Swift, outside the Lua count
-- expect: error "not enough memory"
local s = ("x"):rep(2^24)
local keep = {}
for i = 1, 64 do keep[i] = Label{text = s .. i} end
