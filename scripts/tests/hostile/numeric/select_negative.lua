-- attack: select with math.mininteger
-- expect: error "index out of range"
print(select(math.mininteger, 1, 2))
