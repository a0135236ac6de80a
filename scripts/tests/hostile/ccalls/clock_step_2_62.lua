-- attack: clock.step(2^62): a frame count whose time overflows
-- expect: error ""
clock.step(2^62)
print(clock.now)
