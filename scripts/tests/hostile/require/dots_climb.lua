-- attack: require with dots that become ../ segments
-- expect: error "not found"
local m = require("....etc.passwd")
print("ESCAPED", m)
