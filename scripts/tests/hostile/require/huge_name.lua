-- attack: require with a 10 MB module name (the not-found message repeats it per template)
-- expect: error "not found|not enough memory|at most"
local name = ("a"):rep(10 * 1024 * 1024)
require(name)
