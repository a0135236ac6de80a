-- attack: load of a chunk whose error is raised with its own chunk name
-- expect: error ""
local f = load("error('inner')", "=" .. ("n"):rep(100000))
f()
