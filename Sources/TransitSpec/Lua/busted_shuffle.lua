-- busted's shuffle of n things (busted/utils.lua's `shuffle`) as the order of 1…n, a text
-- ("3 1 2"): math.randomseed(seed), then Fisher–Yates from the last element down, swapping
-- element n with math.random(n). Run in a state of its own (BustedShuffle.swift).
local n, seed = ...
math.randomseed(seed)
local order = {}
for i = 1, n do order[i] = i end
while n >= 2 do
  local k = math.random(n)
  order[n], order[k] = order[k], order[n]
  n = n - 1
end
return table.concat(order, " ")
