-- attack: a constructor's table whose __pairs returns nil, under pcall: the error Lua raises
-- in the constructors' own Lua named `(transit views.lua)`, not the script's line
-- expect: ok "^held"
local props = setmetatable({}, {__pairs = function() return nil end})
local ok, message = pcall(View, props)
if not ok and message:find("constructor_pairs_nil%.lua:5: attempt to call a nil value") then
  print("held")
else
  print("ESCAPED", ok, message)
end
