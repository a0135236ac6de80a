-- attack: a task that cancels itself while it runs
-- expect: error ""
local t
t = task(function() wait(0.1); t:cancel() end)
