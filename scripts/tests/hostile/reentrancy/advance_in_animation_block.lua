-- attack: clock.advance inside an animations block
-- expect: any ""
local v = View{}
window:addSubview(v)
View.animate(1, function()
  v.alpha = 0
  clock.advance(0.5)
  v.center = Point(10, 10)
end)
clock.runUntilIdle()
print(clock.now, v.alpha)
