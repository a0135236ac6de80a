-- attack: removeAllAnimations from a completion that removal triggers
-- expect: any ""
local v = View{}
window:addSubview(v)
for i = 1, 100 do
  View.animate(1, function() v.center = Point(i, i) end, function() v:removeAllAnimations() end)
end
v:removeAllAnimations()
clock.runUntilIdle()
print("done")
