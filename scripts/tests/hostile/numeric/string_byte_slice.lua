-- attack: string.byte over a million bytes
-- expect: error "string slice too long"
print(select("#", ("x"):rep(1000000):byte(1, -1)))
