-- attack: clock.fps set to 0, negative, NaN, infinite, huge
-- expect: error ""
for _, fps in ipairs({1e300, 0, -1, 0/0, 1/0}) do clock.fps = fps end
clock.step(1)
