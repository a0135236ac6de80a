-- Dates: stock lua5.4 under TZ=UTC and the sandbox in any zone (its zone is UTC) print
-- the same bytes (DifferentialTests).
local function show(t)
  local keys = {"year", "month", "day", "hour", "min", "sec", "yday", "wday", "isdst"}
  local out = {}
  for i, k in ipairs(keys) do out[i] = k .. "=" .. tostring(t[k]) end
  return table.concat(out, " ")
end
local cases = {
  {year = 2026, month = 12, day = 3},
  {year = 2026, month = 12, day = 3, hour = 0, min = 0, sec = 0},
  {year = 2026, month = 14, day = 40, hour = 25, min = 61, sec = -1},
  {year = 2024, month = 2, day = 29, hour = 23, min = 59, sec = 59},
  {year = 1969, month = 12, day = 31, hour = 23, min = 59, sec = 59},
  {year = 1970, month = 1, day = 1, hour = 0},
  {year = 1900, month = 1, day = 1},
  {year = 2100, month = 3, day = 0},
  {year = 2026, month = 6, day = 15, isdst = true},
  {year = 2026, month = 6, day = 15, isdst = false},
  {year = 2026.0, month = "7", day = 4},
  {year = 2026, month = 1, day = 1, hour = 1.5},
  {year = 2026, month = 1},
  {month = 1, day = 1},
  {year = "x", month = 1, day = 1},
  {year = 2^40, month = 1, day = 1},
  {year = 2026, month = 2^31, day = 1},
  {year = 2026, month = 1, day = -2^31},
  {year = -2^31 + 1899, month = 1, day = 1},
}
for i, t in ipairs(cases) do
  local ok, r = pcall(os.time, t)
  print(i, ok, r, ok and show(t) or "")
end
print(pcall(os.time, 5))
print(pcall(os.time, "x"))
for _, when in ipairs({0, 86399, 951782400, 1796284800, -1, -86400 * 365}) do
  print(os.date("%c|%x|%X|%Y-%m-%d %H:%M:%S|%j|%a %b|%p|%z|%Z", when), show(os.date("*t", when)))
  print(os.date("!%c", when), show(os.date("!*t", when)))
end
print(os.date("%H", 3600 * 5), os.date(nil, 0), pcall(os.date, "%Ez", 0))
print(os.date("%%Z|%Ec|%Oy|%EY", 0), pcall(os.date, "%", 0))
print(pcall(os.date, "%E", 0))
print(pcall(os.date, "%EZ", 0))
print(os.date("", 0), os.date(12, 0), os.date("!%Z", 0))
