-- attack: load of a chunk with a 100,000-byte name whose error is raised inside it (the message names that chunk's line)
-- expect: error "n+:\d+: inner"
local f = load("error('inner')", "=" .. ("n"):rep(100000))
f()
