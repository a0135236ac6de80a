-- attack: a task that waits one run-loop turn forever (each resume is a fresh entry)
-- expect: error "limit|loop|idle"
task(function() while true do wait() end end)
