-- attack: getmetatable on a view, a controller and the window: protected, not the host's table
-- expect: ok "^held"
local leaked
for _, obj in ipairs({View{}, ViewController{}, window, clock, PropertyAnimator{duration = 1}}) do
  local mt = getmetatable(obj)
  if type(mt) == "table" then leaked = mt end
end
print(leaked and "ESCAPED" or "held")
