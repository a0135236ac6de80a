-- The sentinel's own finalizer reached by a script: called by hand (in a completion, in a
-- coroutine, at the top level), given to a userdata that is not the sentinel, and a
-- userdata put in the sentinel's registry slot. None may end the bridge or read a block
-- that is not one; the bridge still ends at close.
require "transit"
local registry, sentinel, key = debug.getregistry(), nil, nil
for k, value in pairs(registry) do
  local mt = debug.getmetatable(value)
  if type(value) == "userdata" and mt and rawget(mt, "__name") == "transit.state" then sentinel, key = value, k end
end
local gc = debug.getmetatable(sentinel).__gc
local v = View{alpha = 0.5}; window:addSubview(v)
View.animate(0.2, function() v.alpha = 1 end, function() gc(sentinel); print("completion", clock.now) end)
clock.advance(1)
coroutine.wrap(gc)(sentinel)
gc(sentinel)
print("by hand", v.alpha, #window.subviews)

do
  local f = io.tmpfile()
  debug.setmetatable(f, debug.getmetatable(sentinel))     -- its __gc now the sentinel's
  f = nil
  collectgarbage(); collectgarbage()
end
print("foreign", View{name = "after foreign"}.name)

registry[key] = io.tmpfile()                              -- the slot replaced
View.animate(0.1, function() v.alpha = 0 end, function() print("replaced slot", clock.now) end)
clock.advance(1)
-- older than the sentinel once it is armed again: at close, its finalizer runs after the
-- bridge ended
older = setmetatable({}, {__gc = function() print("at close:", pcall(View, {})) end})
sentinel = nil
collectgarbage(); collectgarbage()                        -- the true sentinel goes back
print("slot", registry[key] ~= nil and io.type(registry[key]) == nil, View{name = "last"}.name)
