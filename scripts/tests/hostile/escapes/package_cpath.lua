-- attack: setting package.cpath must not let require load a C module
-- expect: error "module 'lpeg' not found"
package.cpath = "/usr/lib/x86_64-linux-gnu/lua/5.4/?.so;/usr/local/lib/lua/5.4/?.so"
local m = require "lpeg"
print("ESCAPED", m)
