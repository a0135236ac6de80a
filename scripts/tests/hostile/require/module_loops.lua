-- attack: a module whose body loops forever
-- expect: error "spinning\.lua:\d+: instruction limit exceeded"
local m = require("tests.hostile.require.modules.spinning")
print(m)
