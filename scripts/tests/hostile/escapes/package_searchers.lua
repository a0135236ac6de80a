-- attack: package.searchers (and the C searcher in it) must be gone
-- expect: ok "^held"
local function dangerous(v)
  if type(v) ~= "table" then return false end
  return rawget(v, "open") or rawget(v, "popen") or rawget(v, "execute") or rawget(v, "getenv")
    or rawget(v, "exit") or rawget(v, "rename") or rawget(v, "sethook") or rawget(v, "getregistry")
    or rawget(v, "getupvalue") or rawget(v, "setupvalue") or rawget(v, "upvaluejoin")
    or rawget(v, "dump") or rawget(v, "loadlib") or rawget(v, "getinfo") or rawget(v, "getlocal")
end

local searchers = package.searchers or package.loaders
local found
for i, s in ipairs(searchers or {}) do
  local ok, loader = pcall(s, "io")
  if ok and type(loader) == "function" then
    local ok2, m = pcall(loader, "io")
    if ok2 and dangerous(m) then found = i end
  end
end
print(found and ("ESCAPED through searcher " .. found) or "held")
