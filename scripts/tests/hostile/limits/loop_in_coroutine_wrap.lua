-- attack: coroutine.wrap of a loop inside pcall, inside another coroutine
-- expect: error "limit exceeded"
local outer = coroutine.wrap(function()
  while true do pcall(coroutine.wrap(function() while true do end end)) end
end)
outer()
