-- attack: a real Lua 5.4 binary chunk written as a string literal must not load, in any mode
-- expect: ok "^held"
local chunk = "\x1b\x4c\x75\x61\x54\x00\x19\x93\x0d\x0a\x1a\x0a\x04\x08\x08\x78\x56\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x28\x77\x40\x01\x80\x81\x81\x00\x00\x02\x83\x0b\x00\x00\x00\x48\x00\x02\x00\x47\x00\x01\x00\x81\x04\x83\x69\x6f\x81\x00\x00\x00\x80\x80\x80\x80\x80"
local loaded = {}
for _, mode in ipairs({"b", "bt", "t"}) do
  local ok, f = pcall(load, chunk, "=bin", mode)
  if ok and f then loaded[#loaded + 1] = mode end
end
local ok, f = pcall(load, chunk)
if ok and f then loaded[#loaded + 1] = "default" end
print(#loaded == 0 and "held" or ("ESCAPED in modes " .. table.concat(loaded, ",")))
