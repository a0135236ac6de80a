-- attack: string.rep with negative and extreme counts is the empty string (stock Lua)
-- expect: ok "^\[\]\[\]\[\]"
print("[" .. string.rep("x", -1) .. "][" .. string.rep("x", math.mininteger) .. "][" .. string.rep("x", 0, "sep") .. "]")
