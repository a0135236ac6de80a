-- Runs a project config's source (.transit.lua, .busted) and encodes what it returns as JSON,
-- keys sorted, for ProjectConfig to read: only strings, numbers, booleans and tables of them.
-- Also says whether running it changed the state a spec would run in: busted runs .busted in
-- its specs' own state, so a global it sets, a library field, package.path, or what it does
-- with busted's own libraries (luassert's `assert:register`, say's `say:set`) is theirs.
-- Other modules it requires are not counted, nor the global one sets for itself (LuaFileSystem's
-- `lfs`): tl's requires LuaFileSystem for its lpath, and running it again in a sandboxed
-- spec's state would fail there for that alone.
local source, name = ...
-- what this file calls after the config ran, taken before: the config runs in this state, and
-- a global or library field it sets or clears (`rawequal = nil`, which busted runs) must not
-- reach the encoder, whose error named this file instead (or whose JSON it broke: `tostring`)
local G, loaded = _G, package.loaded
local load, error, pairs, ipairs, next, type, rawequal, tostring = load, error, pairs, ipairs, next, type, rawequal, tostring
local concat, sort = table.concat, table.sort
local gsub, format, byte, find, sub = string.gsub, string.format, string.byte, string.find, string.sub
local chunk, err = load(source, name, "t")
if not chunk then error(err, 0) end

-- _G's fields, and one level into each table among them (string.x = …, package.path)
local function fields()
  local seen = {}
  for k, v in pairs(G) do
    local inner = {}
    if type(v) == "table" and v ~= G then
      for ik, iv in pairs(v) do inner[ik] = iv end
    end
    seen[k] = {value = v, inner = inner}
  end
  return seen
end
local function sameShallow(a, b)
  for k, v in pairs(a) do if rawequal(b[k], v) == false then return false end end
  for k in pairs(b) do if a[k] == nil then return false end end
  return true
end
local function loadedNames()
  local names = {}
  for k in pairs(loaded) do
    if type(k) == "string" and (find(k, "^luassert") or find(k, "^busted") or k == "say") then names[k] = true end
  end
  return names
end
local before, loadedBefore = fields(), loadedNames()
local value = chunk()
local after, loadedAfter = fields(), loadedNames()
local changes = not sameShallow(loadedBefore, loadedAfter)
for k, was in pairs(before) do
  local now = after[k]
  if not now or not rawequal(now.value, was.value) or not sameShallow(was.inner, now.inner) then changes = true end
end
for k, now in pairs(after) do
  if not before[k] and not rawequal(loaded[k], now.value) then changes = true end
end
local escapes = {['"'] = '\\"', ['\\'] = '\\\\', ['\n'] = '\\n', ['\r'] = '\\r', ['\t'] = '\\t'}
local function str(s)
  return '"' .. (gsub(s, '[%c"\\]', function(c) return escapes[c] or format("\\u%04x", byte(c)) end)) .. '"'
end
local keyless = false
local function encode(v, depth)
  local t = type(v)
  -- what the file returns holds tasks: another value there is no task (busted passes over it)
  if t ~= "table" and depth == 2 then return "null" end
  if t == "string" then return str(v) end
  -- JSON has no NaN nor infinity: such a number goes as its name, a word that an option
  -- taking a number refuses by name and an unknown key is passed over with, as busted passes
  -- over `seed = 0/0` (it was the whole run's error: `JSON: bad number at byte 20`)
  if t == "number" and v ~= v then return '"nan"' end
  if t == "number" and (v == 1 / 0 or v == -1 / 0) then return v > 0 and '"inf"' or '"-inf"' end
  if t == "number" or t == "boolean" then return tostring(v) end
  if t ~= "table" or depth > 3 then error(sub(name, 2) .. ": unsupported value in the config (" .. t .. ")", 0) end
  -- what the file returns is read by its string keys only (busted's `_all`, `default`, the
  -- task `--run` names), never as a list: an entry under another key is no task, passed over
  -- (`keyless` says so); so is a task, whose list entries (`default = { "spec", verbose = true }`)
  -- busted's configuration_loader merges into its options, which it reads by name only;
  -- below a task such a key is refused
  if depth > 2 and (#v > 0 or next(v) == nil) then
    local items = {}
    for i = 1, #v do items[i] = encode(v[i], depth + 1) end
    return "[" .. concat(items, ",") .. "]"
  end
  local keys = {}
  for k in pairs(v) do
    if type(k) == "string" then keys[#keys + 1] = k
    elseif depth <= 2 then keyless = true
    else error(sub(name, 2) .. ": config keys must be strings", 0) end
  end
  sort(keys)
  local items = {}
  for i, k in ipairs(keys) do items[i] = str(k) .. ":" .. encode(v[k], depth + 1) end
  return "{" .. concat(items, ",") .. "}"
end
if type(value) ~= "table" then error(sub(name, 2) .. " must return a table of task sets", 0) end
local text = encode(value, 1)
return text, changes, keyless
