-- attack: a yield inside a table.sort comparator
-- expect: error "C-call boundary"
coroutine.wrap(function()
  table.sort({3, 2, 1}, function(a, b) coroutine.yield() return a < b end)
end)()
