-- attack: require with a NUL byte in the name (C strings would cut it)
-- expect: error "not found|NUL"
local m = require("tests/hostile/require/modules/plain\0../../../../etc/passwd")
print("ESCAPED", m)
