-- attack: no value anywhere in package.loaded (two levels deep) reaches io/os/debug/loadlib
-- expect: ok "^held"
local function dangerous(v)
  if type(v) ~= "table" then return false end
  return rawget(v, "open") or rawget(v, "popen") or rawget(v, "execute") or rawget(v, "getenv")
    or rawget(v, "exit") or rawget(v, "rename") or rawget(v, "sethook") or rawget(v, "getregistry")
    or rawget(v, "getupvalue") or rawget(v, "setupvalue") or rawget(v, "upvaluejoin")
    or rawget(v, "dump") or rawget(v, "loadlib") or rawget(v, "getinfo") or rawget(v, "getlocal")
end

local found
for name, mod in pairs(package.loaded) do
  if dangerous(mod) then found = name end
  if type(mod) == "table" then
    for k, v in pairs(mod) do if dangerous(v) then found = name .. "." .. tostring(k) end end
  end
end
print(found and ("ESCAPED through " .. found) or "held")
