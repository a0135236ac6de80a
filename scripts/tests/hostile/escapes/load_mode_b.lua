-- attack: load with mode "b" must refuse (binary chunks can corrupt memory)
-- expect: ok "^held"
local f, err = load("return 1", "x", "b")
local g = load("\27Lua", "y", "bt")
print((f or g) and "ESCAPED" or "held")
