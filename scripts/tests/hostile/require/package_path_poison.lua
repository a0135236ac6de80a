-- attack: package.path set to a huge list of templates (a host loop over them per require)
-- expect: error "package_path_poison.lua:4: package.path of 8000000 bytes: the sandbox's require reads at most 65536"
package.path = ("./?.lua;"):rep(1000000)
require("no.such.module")
