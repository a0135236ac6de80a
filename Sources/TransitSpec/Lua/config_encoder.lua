-- Runs a project config's source (.transit.lua, .busted) and encodes what it returns as JSON,
-- keys sorted, for ProjectConfig to read: only strings, numbers, booleans and tables of them.
local source, name = ...
local chunk, err = load(source, name, "t")
if not chunk then error(err, 0) end
local value = chunk()
local escapes = {['"'] = '\\"', ['\\'] = '\\\\', ['\n'] = '\\n', ['\r'] = '\\r', ['\t'] = '\\t'}
local function str(s)
  return '"' .. (s:gsub('[%c"\\]', function(c) return escapes[c] or string.format("\\u%04x", c:byte()) end)) .. '"'
end
local function encode(v, depth)
  local t = type(v)
  if t == "string" then return str(v) end
  if t == "number" or t == "boolean" then return tostring(v) end
  if t ~= "table" or depth > 3 then error(name:sub(2) .. ": unsupported value in the config (" .. t .. ")", 0) end
  if #v > 0 or next(v) == nil and depth > 1 then
    local items = {}
    for i = 1, #v do items[i] = encode(v[i], depth + 1) end
    return "[" .. table.concat(items, ",") .. "]"
  end
  local keys = {}
  for k in pairs(v) do
    if type(k) ~= "string" then error(name:sub(2) .. ": config keys must be strings", 0) end
    keys[#keys + 1] = k
  end
  table.sort(keys)
  local items = {}
  for i, k in ipairs(keys) do items[i] = str(k) .. ":" .. encode(v[k], depth + 1) end
  return "{" .. table.concat(items, ",") .. "}"
end
if type(value) ~= "table" then error(name:sub(2) .. " must return a table of task sets", 0) end
return (encode(value, 1))
