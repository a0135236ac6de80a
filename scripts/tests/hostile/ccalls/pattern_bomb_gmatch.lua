-- attack: gmatch whose every position backtracks
-- expect: error "pattern matching too complex"
local s = ("a"):rep(20000)
for m in s:gmatch("a*a*a*a*a*b") do print(m) end
