-- The names in _G, sorted: under `lua5.4 -l transit` and `transit run --unsafe` they are the same.
local names = {}
for k in pairs(_G) do names[#names + 1] = tostring(k) end
table.sort(names)
print(table.concat(names, " "))
