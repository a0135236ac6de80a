-- attack: gsub that replaces each of a million bytes with 1000 bytes (a 1 GB result in one C buffer)
-- expect: error "not enough memory|too complex"
local s = ("x"):rep(1000000)
local r = s:gsub(".", ("y"):rep(1000))
print(#r)
