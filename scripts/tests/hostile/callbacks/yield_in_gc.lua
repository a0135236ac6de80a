-- attack: a yield inside a __gc finalizer run during a coroutine
-- expect: any ""
local co = coroutine.wrap(function()
  for i = 1, 100 do setmetatable({}, {__gc = function() coroutine.yield() end}) end
  collectgarbage()
  return "survived"
end)
print(co())
