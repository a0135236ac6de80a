-- attack: require with a 10 MB module name (the not-found message repeats it per template)
-- expect: error "not found|not enough memory|at most"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local name = ("a"):rep(10 * 1024 * 1024)
require(name)
