-- attack: setting package.path must not let require read files outside the project
-- (the sandbox's require honours package.path, but only templates inside the project)
-- expect: error "package_path_etc.lua:5: package.path's template '/etc/\?' is outside the project"
package.path = "/etc/?"
local m = require "passwd"
print("ESCAPED", m)
