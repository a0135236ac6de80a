-- attack: a module that raises a table whose __tostring throws
-- expect: error ""
local m = require("tests.hostile.require.modules.raises_table")
print(m)
