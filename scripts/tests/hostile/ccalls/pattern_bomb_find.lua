-- attack: the classic backtracking find: (a?)^n a^n b on a 26-byte subject
-- expect: error "pattern matching too complex"
local s = ("a"):rep(26)
print(s:find(("a?"):rep(26) .. ("a"):rep(26) .. "b"))
