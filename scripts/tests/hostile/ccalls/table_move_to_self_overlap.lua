-- attack: table.move within one table over 2^40 overlapping slots
-- expect: error "limit exceeded|not enough memory"
local t = {1, 2, 3}
table.move(t, 1, 2^40, 2)
