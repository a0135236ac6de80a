-- attack: string.match with nested .- over a long subject
-- expect: error "pattern matching too complex"
local s = ("ab"):rep(5000)
print(string.match(s, ".-.-.-.-.-.-.-.-x"))
