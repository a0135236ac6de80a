-- attack: every collectgarbage option that changes the collector is refused; none crashes
-- expect: ok "^held"
local accepted = {}
for _, opt in ipairs({"stop", "restart", "incremental", "generational", "setpause", "setstepmul"}) do
  local ok = pcall(collectgarbage, opt, 1000000)
  if ok and opt ~= "restart" then accepted[#accepted + 1] = opt end
end
collectgarbage("step", math.maxinteger)
collectgarbage("step", -1)
print(#accepted == 0 and "held" or ("ESCAPED: " .. table.concat(accepted, ",")))
