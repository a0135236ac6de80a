-- attack: cancel a finished task, then one that failed
-- expect: ok "false"
local t = task(function() end)
print(t:cancel())
