-- attack: require "package" must not reach loadlib or the C searchers
-- expect: ok "^held"
local function dangerous(v)
  if type(v) ~= "table" then return false end
  return rawget(v, "open") or rawget(v, "popen") or rawget(v, "execute") or rawget(v, "getenv")
    or rawget(v, "exit") or rawget(v, "rename") or rawget(v, "sethook") or rawget(v, "getregistry")
    or rawget(v, "getupvalue") or rawget(v, "setupvalue") or rawget(v, "upvaluejoin")
    or rawget(v, "dump") or rawget(v, "loadlib") or rawget(v, "getinfo") or rawget(v, "getlocal")
end

local ok, m = pcall(require, "package")
-- (cpath is a string as stock's, empty: no C searcher reads it — package_cpath.lua)
local bad = ok and type(m) == "table" and (dangerous(m) or rawget(m, "searchers") or rawget(m, "cpath") ~= "")
print(bad and "ESCAPED" or "held")
