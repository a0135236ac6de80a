-- attack: clock.step(NaN) and clock.step(-2^63)
-- expect: error ""
clock.step(0/0)
