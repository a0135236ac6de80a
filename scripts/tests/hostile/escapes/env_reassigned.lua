-- attack: _ENV swapped mid-chunk for a table built from host objects' fields
-- expect: ok "^held"
local function dangerous(v)
  if type(v) ~= "table" then return false end
  return rawget(v, "open") or rawget(v, "popen") or rawget(v, "execute") or rawget(v, "getenv")
    or rawget(v, "exit") or rawget(v, "rename") or rawget(v, "sethook") or rawget(v, "getregistry")
    or rawget(v, "getupvalue") or rawget(v, "setupvalue") or rawget(v, "upvaluejoin")
    or rawget(v, "dump") or rawget(v, "loadlib") or rawget(v, "getinfo") or rawget(v, "getlocal")
end

local fields = {}
for _, obj in ipairs({View, clock, window, ViewController, PropertyAnimator, Easing, device, screen}) do
  local ok, mt = pcall(getmetatable, obj)
  if ok and type(mt) == "table" then for k, v in pairs(mt) do fields[k] = v end end
end
local hit
for k, v in pairs(fields) do if dangerous(v) then hit = k end end
local get = rawget
do local _ENV = fields; hit = hit or get(_ENV, "io") end
print(hit and "ESCAPED" or "held")
