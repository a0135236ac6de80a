-- attack: package.path set to a number: stock's searcher reads it as text (lua_tostring in
-- loadlib.c) and searches the template "12"; the sandbox must do the same, not refuse it
-- expect: error "package_path_number.lua:7: module 'nosuch' not found:\n\tno field package.preload\['nosuch'\]\n\tno file '12'"
package.path = 12
local ok, message = pcall(require, "nosuch")
assert(not ok and message:find("no file '12'", 1, true) and math.type(package.path) == "integer", message)
require "nosuch"
