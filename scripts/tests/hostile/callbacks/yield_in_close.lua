-- attack: a yield inside __close of a coroutine closed by coroutine.close
-- expect: error ""
local co = coroutine.create(function()
  local x <close> = setmetatable({}, {__close = function() coroutine.yield() end})
  coroutine.yield()
end)
coroutine.resume(co)
local ok, err = coroutine.close(co)
if not ok then error(err, 0) end
