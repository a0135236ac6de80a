-- attack: a relative package.path template climbing out of the project (the folder above
-- holds other projects' files); and one hiding its '..' after the '?'
-- expect: error "package_path_parent.lua:7: package.path's template '../\?.lua' is outside the project"
package.path = "?/../../?.lua"
print(pcall(require, "x"))
package.path = "../?.lua"
local m = require "x"
print("ESCAPED", m)
