-- attack: wait(1e300) in a task, then runUntilIdle
-- expect: error ""
task(function() wait(1e300) print("woke") end)
clock.runUntilIdle()
