-- attack: an endless chain of timers 1 µs apart, each a fresh entry, under clock.advance
-- expect: error "limit exceeded|loop|ran [0-9]+"
local function tick() View.animate(0.000001, function() end, tick) end
tick()
clock.advance(1e6)
