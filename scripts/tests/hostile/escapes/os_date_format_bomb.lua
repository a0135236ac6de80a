-- attack: os.date with a format that expands to far more than the memory limit, in one C call
-- expect: error "not enough memory"
local fmt = ("%c"):rep(4 * 1024 * 1024)
local s = os.date(fmt)
print(#s)
