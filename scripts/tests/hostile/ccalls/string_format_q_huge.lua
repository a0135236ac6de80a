-- attack: string.format("%q") of a 16 MB string of control bytes (expands 4×)
-- expect: error "not enough memory|time limit exceeded"
local s = ("\1"):rep(2^24)
local keep = {}
for i = 1, 4 do keep[i] = string.format("%q", s) end
