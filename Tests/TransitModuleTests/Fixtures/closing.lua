-- Closing the state (lua5.4 calls lua_close at exit) ends Transit after every object's
-- finalizer: one older than the module finds it closed, one newer may still use it.
local older = setmetatable({}, {__gc = function() print("older:", pcall(View, {})) end})
require "transit"
local views = {}
for i = 1, tonumber(arg[1] or 1) do
  views[i] = View{name = "v" .. i, frame = Rect(0, 0, i, i)}
  window:addSubview(views[i])
end
View.animate(1, function() for _, v in ipairs(views) do v.alpha = 0 end end, function() print("never runs") end)
clock.advance(0.5)
newer = setmetatable({}, {__gc = function() made = View{name = "made while closing"}; print("newer:", made.name) end})
print("views", #window.subviews)
