-- attack: load with an env whose __index is _G must not see anything _G does not
-- expect: ok "^held"
local function dangerous(v)
  if type(v) ~= "table" then return false end
  return rawget(v, "open") or rawget(v, "popen") or rawget(v, "execute") or rawget(v, "getenv")
    or rawget(v, "exit") or rawget(v, "rename") or rawget(v, "sethook") or rawget(v, "getregistry")
    or rawget(v, "getupvalue") or rawget(v, "setupvalue") or rawget(v, "upvaluejoin")
    or rawget(v, "dump") or rawget(v, "loadlib") or rawget(v, "getinfo") or rawget(v, "getlocal")
end

local env = setmetatable({}, {__index = _G})
local f = load("return io, debug, package.loadlib", "x", "t", env)
local a, b, c = f()
print((dangerous(a) or dangerous(b) or c) and "ESCAPED" or "held")
