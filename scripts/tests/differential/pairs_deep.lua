-- the deepest recursion whose innermost call can still run pairs over a small table
local small = {a = 1, b = 2, c = 3}
local function deep(n)
  if n == 0 then
    local c = 0
    for _ in pairs(small) do c = c + 1 end
    return c
  end
  return deep(n - 1) + 0
end
local lo, hi = 1, 1000000
while lo < hi do
  local mid = (lo + hi + 1) // 2
  if pcall(deep, mid) then lo = mid else hi = mid - 1 end
end
print(lo, deep(lo))
