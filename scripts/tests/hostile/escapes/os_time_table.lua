-- attack: os.time(table) and os.date reveal the host's time zone (the sandbox's is UTC), or
-- fields at the ends of their range get past the checks
-- expect: ok "^1577836800\t00\tUTC\t1577836800\tout-of-bound\theld$"
local t = os.time({year = 2020, month = 1, day = 1, hour = 0})
local _, far = pcall(os.time, {year = math.maxinteger, month = 1, day = 1})
for _, year in ipairs({2^31 - 1 + 1900, -2^31 + 1900}) do
  pcall(os.time, {year = year, month = 2^31 - 1, day = 2^31 - 1, hour = 2^31 - 1, min = -2^31, sec = -2^31})
end
print(t, os.date("%H", 0), os.date("%Z"), os.time(os.date("*t", t)), far:match("out%-of%-bound"), "held")
