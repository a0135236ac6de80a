-- attack: load of a 48 MB source text (the parser runs in one C call)
-- expect: error "not enough memory|too large"
local src = ("x = 1 "):rep(8 * 1024 * 1024)
local f, err = load(src)
if not f then error(err) end
f()
