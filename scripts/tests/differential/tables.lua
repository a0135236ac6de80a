-- Differential: table library (insert, remove, sort with comparator, concat, unpack, move),
-- length, integer keys, next, select.
local t = {5, 2, 8, 1, 9, 3}
table.sort(t)
print(table.concat(t, " "))
table.sort(t, function(a, b) return a > b end)
print(table.concat(t, " "))
table.insert(t, 4)
table.insert(t, 1, 0)
print(table.concat(t, ","), #t, table.remove(t), table.remove(t, 1), #t)
print(table.unpack({1, 2, 3}))
print(select("#", table.unpack({1, nil, 3}, 1, 3)))
print(table.concat(table.move({1, 2, 3}, 1, 3, 2, {9}), ","))
local packed = table.pack(1, nil, 3)
print(packed.n, packed[1], packed[2], packed[3])
print(select(-1, "a", "b", "c"), select(2, "a", "b", "c"))
local words = {"pear", "apple", "fig", "banana"}
table.sort(words, function(a, b) return #a < #b or (#a == #b and a < b) end)
print(table.concat(words, " "))
local keys = {}
for k in pairs({alpha = 1, beta = 2, gamma = 3}) do keys[#keys + 1] = k end
table.sort(keys)
print(table.concat(keys, " "))
print(next({}), type(next), rawlen({1, 2}), rawequal(t, t))
print(pcall(table.insert, {}, 1, 2, 3))
print(pcall(table.sort, {3, 1, 2}, function(a, b) return true end) ~= nil)
