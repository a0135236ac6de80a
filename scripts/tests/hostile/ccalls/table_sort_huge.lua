-- attack: table.sort of a few million numbers with the default comparator: all in C
-- expect: error "limit exceeded|not enough memory"
-- args: --time 2 --memory 160
local t = {}
for i = 1, 3000000 do t[i] = (i * 7919) % 3000017 end
for round = 1, 1000 do table.sort(t); table.sort(t, function(a, b) return a > b end) end
