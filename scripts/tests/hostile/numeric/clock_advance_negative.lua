-- attack: clock.advance(-1): time only moves forward
-- expect: error ""
clock.advance(-1)
