-- attack: a table.sort comparator that sorts again, without bound
-- expect: error "stack overflow"
local function cmp(a, b) table.sort({2, 1}, cmp); return a < b end
table.sort({2, 1}, cmp)
