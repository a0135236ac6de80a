-- attack: a pattern bomb under pcall, retried forever: the pattern stop is sticky
-- expect: error "pattern matching too complex|limit exceeded"
local s = ("a"):rep(26)
local p = ("a?"):rep(26) .. ("a"):rep(26) .. "b"
while true do pcall(string.find, s, p) end
