-- attack: io.write and f:read with 100,000 arguments at once: the sandbox's io took each by select(i, ...), which copies the rest of the arguments inside one C call the count hook never sees — quadratic, both ran into the time limit where stock's loops are linear
-- expect: ok "^100000\t\t\ndone\n$"
local t, zeros = {}, {}
for i = 1, 100000 do t[i], zeros[i] = "", 0 end
io.write(table.unpack(t))
local f = io.tmpfile()
f:write("x", table.unpack(t))
f:seek("set", 0)
local got = table.pack(f:read(table.unpack(zeros)))
print(got.n, got[1], got[got.n])
print("done")
