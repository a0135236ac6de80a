-- attack: wait(NaN) in a task
-- expect: error ""
task(function() wait(0/0) end)
