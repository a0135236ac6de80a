-- attack: os.date with times far outside time_t and odd formats
-- expect: ok "done"
for _, t in ipairs({2^60, -2^60, math.maxinteger, math.mininteger}) do
  pcall(os.date, "*t", t)
  pcall(os.date, "!%c", t)
end
pcall(os.date, "%Ez")
pcall(os.date, "%")
print("done")
