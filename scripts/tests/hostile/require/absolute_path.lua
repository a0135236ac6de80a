-- attack: require with an absolute path
-- expect: error "module '/etc/passwd' not found"
local m = require("/etc/passwd")
print("ESCAPED", m)
