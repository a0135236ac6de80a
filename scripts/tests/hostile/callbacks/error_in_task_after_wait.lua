-- attack: a task raises after a wait
-- expect: error "task failed"
task(function() wait(0.2); error("task failed") end)
