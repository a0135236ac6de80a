-- attack: table.unpack just under the stack limit, passed to a host function
-- expect: error "too many results|stack overflow|bad argument"
local t = {}
for i = 1, 999000 do t[i] = i end
print(Point(table.unpack(t)))
