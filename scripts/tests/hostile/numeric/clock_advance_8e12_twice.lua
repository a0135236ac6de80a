-- attack: clock.advance(8e12) twice: microsecond ticks overflow Int64 on the second
-- expect: error ""
clock.advance(8e12)
clock.advance(8e12)
print(clock.now)
