-- attack: require with a relative path that climbs out of the search path
-- expect: error "module '../../etc/passwd' not found"
local m = require("../../etc/passwd")
print("ESCAPED", m)
