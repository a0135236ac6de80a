-- attack: a module assigning an undeclared global in the strict module environment
-- expect: error "leaky_global\.lua:\d+"
local m = require("tests.hostile.require.modules.leaky_global")
print("ESCAPED", m)
