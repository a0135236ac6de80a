-- attack: clock.step(-1) and clock.step(math.mininteger)
-- expect: error ""
clock.step(math.mininteger)
