-- attack: a module's `return require("nosuch")` (a tail call) under pcall: the error named the
-- sandbox's own Lua, `(transit sandbox_restricted.lua)`, where stock names the module's line
-- expect: ok "^held"
local ok, message = pcall(require, "tests.hostile.require.modules.tail_require")
if not ok and message:find("tail_require%.lua:3: module 'tests%.hostile%.require%.modules%.no_such_module' not found") then
  print("held")
else
  print("ESCAPED", message)
end
