-- math.random with the seed the run chose: differs run to run under --unsafe (as lua5.4)
-- unless --seed is given
print(math.random(1 << 40), math.random(1 << 40))
