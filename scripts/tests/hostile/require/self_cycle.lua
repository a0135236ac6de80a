-- attack: a module that requires itself while loading
-- (the module's `return require(…)` is a tail call: the error names that line, as stock's)
-- expect: error "modules/self_require\.lua:\d+: loop or previous error loading module"
local m = require("tests.hostile.require.modules.self_require")
print("loaded", m)
