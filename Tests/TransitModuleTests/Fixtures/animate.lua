-- Transit's globals, the fake clock and an animation, with no `require`: the same bytes under
-- `transit run --quiet animate.lua` and under stock `lua5.4 -l transit animate.lua`.
local v = View{name = "card", frame = Rect(0, 0, 100, 100)}
window:addSubview(v)
View.animate(0.3, function()
  v.alpha = 0
  v.center = Point(150, 250)
end, function(finished) print("completion", finished, clock.now) end)
clock.advance(0.15)
print(clock.now, v.alpha, v.presentation.alpha)
print(v.presentation.center)
print(Easing.easeInOut(0.25), Easing.outBounce(0.3), Easing.cubicBezier(0.25, 0.1, 0.25, 1)(0.5))
View.animate{duration = 0.2, curve = "linear", animations = function() v.cornerRadius = 20 end}
clock.advance(0.1)
print(clock.now, v.presentation.cornerRadius, #window.subviews, window.subviews[1] == v)
clock.advance(0.2)
print(clock.now, v.presentation.alpha, v.presentation.frame)
