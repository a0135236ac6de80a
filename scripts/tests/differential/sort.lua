-- Differential: the sandbox's table.sort is stock's where stock's result is the same on every
-- run — its order, its comparator's calls and its errors, with their positions and names
-- (sort.c runs the stock function in the script's call, as stock's own frame).
local function show(list, field)
  local out = {}
  for i = 1, #list do out[i] = field and list[i][field] or tostring(list[i]) end
  return table.concat(out, " ")
end

-- ties kept in stock's order, at sizes where stock never draws a random pivot (100 or fewer)
local records = {}
for i = 1, 100 do records[i] = {k = (i * 37) % 5, id = i} end
local calls = 0
table.sort(records, function(a, b) calls = calls + 1 return a.k < b.k end)
print(show(records, "id"))
print("comparator calls", calls)

-- 1 and 1.0 tie under <: their order shows
local mixed = {3, 1.0, 2, 1, 2.0, 3.0, 1, 1.0}
table.sort(mixed)
print(show(mixed))

-- distinct keys: stock's partitions stay balanced, so the comparator's calls are stock's too
local seed, values = 12345, {}
for i = 1, 5000 do seed = (seed * 1103515245 + 12345) % 2147483648 values[i] = seed end
calls = 0
table.sort(values, function(a, b) calls = calls + 1 return a > b end)
print(values[1], values[2500], values[5000], "comparator calls", calls)

-- a list behind __index/__newindex/__len, as stock's checktab accepts
local store = {5, 3, 4, 1, 2}
local proxy = setmetatable({}, {__index = store, __newindex = store, __len = function() return #store end})
table.sort(proxy)
print(show(store))

-- errors: stock's words, position and name
print(pcall(function() table.sort(nil) end))
print(pcall(function() table.sort({3, 1, 2}, 5) end))
print(pcall(function() table.sort({1}, 5) end))
print(pcall(function() local s = table.sort; s(nil) end))
print(pcall(table.sort, nil))
print(pcall(function() table.sort({{}, {}}) end))
print(pcall(function() table.sort(setmetatable({}, {__len = function() return 1.5 end})) end))
local ties = {}
for i = 1, 200 do ties[i] = i % 7 end
print(pcall(function() table.sort(ties, function() return true end) end))
print(pcall(function() table.sort({3, 2, 1}, function() error("boom") end) end))
print(type(select(2, pcall(table.sort, {3, 2, 1}, function() error({}) end))))   -- the value itself

-- after a comparator that raised, sorting goes on as before
local again = {4, 2, 3, 1}
table.sort(again)
print(show(again))
