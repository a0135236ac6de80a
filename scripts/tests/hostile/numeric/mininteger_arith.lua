-- attack: math.mininteger // -1, % -1, math.fmod, math.abs, negation: stock Lua wraps
-- expect: ok "^-9223372036854775808\s+0\s+0\s+-9223372036854775808"
print(math.mininteger // -1, math.mininteger % -1, math.fmod(math.mininteger, -1), math.abs(math.mininteger))
