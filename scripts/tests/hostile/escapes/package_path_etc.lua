-- attack: setting package.path must not let require read files outside the search path
-- expect: error "module 'passwd' not found"
package.path = "/etc/?"
local m = require "passwd"
print("ESCAPED", m)
