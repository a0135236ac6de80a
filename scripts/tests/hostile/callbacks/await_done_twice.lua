-- attack: await: calling done twice
-- expect: error "twice"
task(function()
  await(function(done) done(1); done(2) end)
end)
