-- attack: back-references compared over and over on a long subject
-- expect: error "pattern matching too complex"
local s = ("a"):rep(100000)
print(s:find("(a*)%1%1%1b"))
