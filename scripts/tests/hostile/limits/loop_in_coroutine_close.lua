-- attack: coroutine.close runs a __close handler that loops
-- expect: error "limit exceeded"
local co = coroutine.create(function()
  local x <close> = setmetatable({}, {__close = function() while true do end end})
  coroutine.yield()
end)
coroutine.resume(co)
coroutine.close(co)
