-- attack: every collectgarbage option that tunes the collector is refused ("stop" and
-- "restart" are allowed: the memory limit holds with the collector stopped); none crashes
-- expect: ok "^held"
local accepted = {}
for _, opt in ipairs({"incremental", "generational", "setpause", "setstepmul"}) do
  local ok = pcall(collectgarbage, opt, 1000000)
  if ok then accepted[#accepted + 1] = opt end
end
collectgarbage("step", math.maxinteger)
collectgarbage("step", -1)
print(#accepted == 0 and "held" or ("ESCAPED: " .. table.concat(accepted, ",")))
