-- attack: a module that raises a table whose __tostring throws
-- expect: error "raises_table\.lua:\d+"
local m = require("tests.hostile.require.modules.raises_table")
print(m)
