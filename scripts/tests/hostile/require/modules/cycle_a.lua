-- cycle_a.lua — half of a require cycle: loads cycle_b, which loads this module again.
local b = require("tests.hostile.require.modules.cycle_b")
return {b = b}
