-- attack: clock.frame after advancing 1.6e11 s (ticks × fps overflows Int64 though the frame fits)
-- expect: any "9600000000000|range|at most"
clock.advance(1.6e11)
print(clock.frame)
