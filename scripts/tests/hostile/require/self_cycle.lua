-- attack: a module that requires itself while loading
-- expect: error "stack overflow|loop|self_require"
local m = require("tests.hostile.require.modules.self_require")
print("loaded", m)
