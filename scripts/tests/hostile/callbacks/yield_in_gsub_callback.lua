-- attack: a yield inside a gsub callback (the sandbox's own matcher)
-- expect: error "C-call boundary"
coroutine.wrap(function()
  ("abc"):gsub(".", function(c) coroutine.yield(c) end)
end)()
