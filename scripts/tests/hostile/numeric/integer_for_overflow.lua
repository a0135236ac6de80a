-- attack: numeric for loops at the integer limits terminate (Lua 5.4 precomputes the count)
-- expect: ok "^6\s+done"
local n = 0
for i = math.maxinteger - 2, math.maxinteger do n = n + 1 end
for i = math.mininteger + 2, math.mininteger, -1 do n = n + 1 end
for i = math.mininteger, math.maxinteger, math.maxinteger do n = n + 0 end
print(n, "done")
