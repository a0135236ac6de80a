-- attack: a Lua curve function returning a huge finite value (the presentation would overflow to inf)
-- expect: error "curve_function_returns_huge\.lua:5: the curve function must return a finite number within ±1000000, got 1e\+308 \(at t = 0\)"
local v = View{frame = Rect(0, 0, 10, 10)}
window:addSubview(v)
View.animate{duration = 1, curve = function(t) return 1e308 end, animations = function() v.center = Point(105, 5) end}
clock.advance(0.1)
print(v.presentation.center)
