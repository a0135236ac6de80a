-- attack: package.path set to a huge list of templates (a C loop over them per require)
-- expect: error "not found|not enough memory"
package.path = ("./?.lua;"):rep(1000000)
require("no.such.module")
