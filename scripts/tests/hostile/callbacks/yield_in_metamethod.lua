-- attack: a yield inside __index inside a coroutine (stock 5.4 allows it); resumed later
-- expect: ok "^2\b"
local co = coroutine.wrap(function()
  local t = setmetatable({}, {__index = function(_, k) return coroutine.yield(k) end})
  return t.x + 1
end)
co()
print(co(1))
