-- 50,000 records sorted by a key with many ties, in an organ-pipe pattern: stock's sort
-- meets badly unbalanced partitions and picks their pivots from clock() and time(), so the
-- order of tied records, and this checksum of it, changed on every run. The sandbox's is
-- the same on every run (sort.c).
local n, records = 50000, {}
for i = 1, n do
  local rank = i <= n // 2 and i or n - i + 1
  records[i] = {k = rank // 100, id = i}
end
table.sort(records, function(a, b) return a.k < b.k end)
local sum = 0
for i = 1, n do sum = (sum * 31 + records[i].id) % 2147483647 end
print(sum)
