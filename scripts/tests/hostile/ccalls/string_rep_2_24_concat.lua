-- attack: ("x"):rep(2^24) concatenated with itself until past the limit
-- expect: error "not enough memory"
local s = ("x"):rep(2^24)
local keep = {}
for i = 1, 100 do keep[i] = s .. i .. s end
