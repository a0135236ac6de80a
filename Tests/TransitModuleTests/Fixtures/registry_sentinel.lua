-- A script removes Transit's sentinel (the userdata holding the bridge's control block) from
-- the registry and collects: the bridge goes on, and still ends when the state closes.
require "transit"
local registry = debug.getregistry()
for k, value in pairs(registry) do
  local mt = debug.getmetatable(value)
  if type(value) == "userdata" and mt and rawget(mt, "__name") == "transit.state" then registry[k] = nil end
end
collectgarbage(); collectgarbage()
local v = View{alpha = 0.5}; window:addSubview(v)
View.animate(1, function() v.alpha = 1 end)
clock.advance(0.5)
print("alpha", v.alpha, #window.subviews)
-- older than the sentinel once it is armed again: at close, its finalizer runs after the
-- bridge ended
older = setmetatable({}, {__gc = function() print("at close:", pcall(View, {})) end})
for k, value in pairs(registry) do                  -- removed again: the finalizer was armed again
  local mt = debug.getmetatable(value)
  if type(value) == "userdata" and mt and rawget(mt, "__name") == "transit.state" then registry[k] = nil end
end
collectgarbage()
print("view", View{name = "after"}.name)
