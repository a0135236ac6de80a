-- attack: string.format with a format of a million %s fed the same 16 MB string
-- expect: error "not enough memory|too many|bad argument"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local s = ("x"):rep(2^24)
local fmt = ("%s"):rep(200)
local args = {}
for i = 1, 200 do args[i] = s end
print(#string.format(fmt, table.unpack(args)))
