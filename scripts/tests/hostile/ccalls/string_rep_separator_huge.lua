-- attack: string.rep whose separator makes the result huge
-- expect: error "too large|not enough memory"
local s = string.rep("", 2^30, ("y"):rep(64))
print(#s)
