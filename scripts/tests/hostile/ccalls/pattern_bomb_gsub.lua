-- attack: gsub whose every position backtracks
-- expect: error "pattern matching too complex"
local s = ("a"):rep(20000)
print(s:gsub(".-.-.-.-b", "x"))
