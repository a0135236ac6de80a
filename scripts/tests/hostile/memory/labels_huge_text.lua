-- attack: labels whose text is a 16 MB string each: copied into Swift, outside the Lua count
-- expect: error "not enough memory"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local s = ("x"):rep(2^24)
local keep = {}
for i = 1, 64 do keep[i] = Label{text = s .. i} end
