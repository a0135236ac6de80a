-- table.concat of tables with a metatable (an __index table, an __len, an __index function):
-- the sandbox concatenates these itself, charging each read, in stock's order and words
local base = {"a", "b", 3, 4.5}
local p = setmetatable({}, {__index = base})
print(table.concat(p, ","), table.concat(p, ",", 2, 4), table.concat(p, "-", 3, 2))
print(pcall(table.concat, p, ",", 1, 5))
local l = setmetatable({}, {__len = function() return 3 end, __index = function(_, k) return k * 2 end})
print(table.concat(l, " "), table.concat(l, " ", 2), table.concat(l, " ", 1, 5))
print(pcall(table.concat, l, {}))
print(pcall(table.concat, setmetatable({}, {__len = function() error("lenerr") end}), {}))
print(pcall(table.concat, setmetatable({}, {__len = function() return 1.5 end})))
local cyc = {} setmetatable(cyc, {__index = cyc})
print(pcall(table.concat, cyc, "", 1, 1))
print(pcall(table.concat, setmetatable({}, {__index = function(_, k) return k < 3 and "x" or {} end}), "", 1, 4))
print(table.concat(setmetatable({1, 2, 3}, {}), "+"))
print(pcall(table.concat, setmetatable({}, {__index = base}), ",", math.maxinteger - 1, math.maxinteger))
print(pcall(table.concat, setmetatable({}, {__index = "str"}), ",", 1, 1))
print(table.concat(setmetatable({-0.0, 1e308, math.mininteger, 1/0, 2^53}, {}), " "))
