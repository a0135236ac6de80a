-- attack: print of 100,000 values at once, twice (one on a line io.write left open): the sandbox's print took each value by select(i, ...), which copies the rest of the arguments inside one C call the count hook never sees — quadratic, it ran into the time limit where stock's print takes 0.3 s
-- expect: ok "\tdone\n$"
local t = {}
for i = 1, 100000 do t[i] = "" end
print(table.unpack(t))
io.write("open")
print(table.unpack(t))
print("", "done")
