-- attack: string.rep with a count of 2^40
-- expect: error "too large"
local s = string.rep("x", 2^40)
print(#s)
