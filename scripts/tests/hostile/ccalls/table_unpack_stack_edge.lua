-- attack: table.unpack just under the stack limit, passed to a host function
-- (Point's __call is C, as a stock function: the 999,000 arguments fit the stack, as for
-- string.rep, and the extra ones are ignored, as Point(1, 2, 3)'s; its Lua __call copied them
-- into a second call, which overflowed the stack)
-- expect: ok "^Point\(1, 2\)"
local t = {}
for i = 1, 999000 do t[i] = i end
print(Point(table.unpack(t)))
