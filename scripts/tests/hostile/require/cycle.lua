-- attack: two modules that require each other at load time
-- expect: error "cycle|loop|stack overflow"
local a = require("tests.hostile.require.modules.cycle_a")
print("loaded", a)
