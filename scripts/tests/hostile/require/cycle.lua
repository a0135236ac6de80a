-- attack: two modules that require each other at load time
-- expect: error "cycle_[ab]\.lua:\d+: loop or previous error loading module"
local a = require("tests.hostile.require.modules.cycle_a")
print("loaded", a)
