-- attack: a value type's __eq, reachable through getmetatable, called by hand with a view, nil, numbers
-- expect: ok "^false\tfalse\ttrue\tfalse\ttrue\n$"
local eq = getmetatable(Rect(0, 0, 1, 1)).__eq
local r = Rect(0, 0, 1, 1)
print(eq(View{}, r), eq(r, nil), eq(1, 1), eq(Point(0, 0), Rect(1, 0, 1, 1)), eq(r, Rect(0, 0, 1, 1)))
