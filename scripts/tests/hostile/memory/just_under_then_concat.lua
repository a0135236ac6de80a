-- attack: a string of most of the limit, then one concatenation (allocator refusal, not the hook)
-- expect: error "not enough memory"
local a = ("x"):rep(40 * 1024 * 1024)
local b = a .. a
print(#b)
