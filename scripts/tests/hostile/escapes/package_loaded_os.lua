-- attack: package.loaded.os must be the sandboxed os (no execute, exit, getenv)
-- expect: ok "^held"
local function dangerous(v)
  if type(v) ~= "table" then return false end
  return rawget(v, "open") or rawget(v, "popen") or rawget(v, "execute") or rawget(v, "getenv")
    or rawget(v, "exit") or rawget(v, "rename") or rawget(v, "sethook") or rawget(v, "getregistry")
    or rawget(v, "getupvalue") or rawget(v, "setupvalue") or rawget(v, "upvaluejoin")
    or rawget(v, "dump") or rawget(v, "loadlib") or rawget(v, "getinfo") or rawget(v, "getlocal")
end

print(dangerous(package.loaded.os) and "ESCAPED" or "held")
