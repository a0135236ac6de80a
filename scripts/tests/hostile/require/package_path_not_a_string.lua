-- attack: package.path set to a table (or nil): the sandbox's require must refuse it as stock's
-- searcher does, not search its own path as if nothing had changed
-- expect: error "package_path_not_a_string.lua:6: 'package.path' must be a string"
package.path = {"./?.lua"}
assert(not pcall(require, "nosuch"))
require "nosuch"
