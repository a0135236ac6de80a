-- attack: reach the host's metatables through debug.getmetatable (a bound view's, a class
-- table's, the clock's) to strip their __gc or __index
-- expect: ok "^held$"
local reached = {}
for name, value in pairs({view = View{}, View = View, clock = clock, window = window, curve = Easing.linear}) do
  local mt = debug.getmetatable(value)
  if mt then reached[#reached + 1] = name end
end
local own = setmetatable({}, {__metatable = "mine", __index = {x = 1}})
local ok = debug.getmetatable(own).__index.x == 1 and getmetatable(own) == "mine"
print(#reached == 0 and ok and "held" or ("ESCAPED: " .. table.concat(reached, ",") .. tostring(ok)))
