-- cycle_b.lua — the other half of the cycle started by cycle_a.
local a = require("tests.hostile.require.modules.cycle_a")
return {a = a}
