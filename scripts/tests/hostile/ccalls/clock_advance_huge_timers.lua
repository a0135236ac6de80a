-- attack: clock.advance(1e9) with a task waking every microsecond
-- expect: error "limit exceeded|loop"
task(function() while true do wait(0.000001) end end)
clock.advance(1e9)
