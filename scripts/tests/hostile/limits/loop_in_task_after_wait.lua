-- attack: a task that loops after its first wait (resumed from the clock)
-- expect: error "limit exceeded"
task(function()
  wait(0.5)
  while true do end
end)
