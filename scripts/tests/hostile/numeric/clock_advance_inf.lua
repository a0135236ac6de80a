-- attack: clock.advance(math.huge)
-- expect: error ""
clock.advance(math.huge)
