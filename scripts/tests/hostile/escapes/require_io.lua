-- attack: require "io" must not hand out the real io library
-- expect: error "module 'io' not found"
local io = require "io"
print("ESCAPED", io and io.open)
