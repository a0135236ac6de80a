-- attack: gsub with a "%0%0%0…" replacement string
-- expect: error "not enough memory|too complex|limit exceeded"
local s = ("x"):rep(1000000)
local r = s:gsub(".", ("%0"):rep(500))
print(#r)
