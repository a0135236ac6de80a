-- attack: clock.advance(NaN)
-- expect: error ""
clock.advance(0/0)
