-- attack: string.format with a format of a million %s fed the same 16 MB string
-- expect: error "not enough memory|too many|bad argument"
local s = ("x"):rep(2^24)
local fmt = ("%s"):rep(200)
local args = {}
for i = 1, 200 do args[i] = s end
print(#string.format(fmt, table.unpack(args)))
