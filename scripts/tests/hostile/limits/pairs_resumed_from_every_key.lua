-- attack: a pairs iterator resumed from each of 10^5 keys in turn (a control value other than the key it gave last): the sandbox searched its snapshot for each, quadratic — past the instruction limit, where stock's next takes 0.05 s
-- expect: ok "^99999\n$"
local t = {}
for i = 1, 100000 do t["k" .. i] = i end
local f, s = pairs(t)
local keys = {}
for k in f, s do keys[#keys + 1] = k end
local n = 0
for i = #keys, 1, -1 do if f(s, keys[i]) ~= nil then n = n + 1 end end
print(n)
