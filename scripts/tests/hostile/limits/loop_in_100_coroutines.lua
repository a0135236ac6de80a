-- attack: 100 coroutines each looping, resumed round robin; errors are caught
-- expect: error "limit exceeded"
local cos = {}
for i = 1, 100 do
  cos[i] = coroutine.create(function() local n = 0; while true do n = n + 1; if n % 1000 == 0 then coroutine.yield() end end end)
end
while true do
  for i = 1, 100 do
    if coroutine.status(cos[i]) == "dead" then cos[i] = coroutine.create(function() while true do end end) end
    coroutine.resume(cos[i])
  end
end
