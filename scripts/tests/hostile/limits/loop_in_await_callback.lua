-- attack: the function given to await loops
-- expect: error "limit exceeded"
task(function()
  await(function(done) while true do end end)
end)
