-- attack: table.unpack's count e - i + 1 wrapping (Redis CVE-2025-46817, luaB_unpack): ranges across the integer ends and of 2^32 must be stock's "too many results", a range of one at maxinteger one value
-- expect: ok "^false\ttoo many results to unpack\nfalse\ttoo many results to unpack\nfalse\ttoo many results to unpack\nfalse\ttoo many results to unpack\n1\n0\n$"
print(pcall(table.unpack, {}, -2^31, 2^31 - 1))
print(pcall(table.unpack, {}, math.mininteger, math.maxinteger))
print(pcall(table.unpack, {}, 0, math.maxinteger))
print(pcall(table.unpack, {}, math.mininteger, -1))
print(select("#", table.unpack({}, math.maxinteger, math.maxinteger)))
print(select("#", table.unpack({}, math.maxinteger, math.mininteger)))
