-- attack: a Lua curve function returning NaN, inf and a string
-- expect: error "curve_function_returns_nan\.lua:5: the curve function must return a finite number within ±1000000, got nan \(at t = 0\)"
local v = View{}
window:addSubview(v)
View.animate{duration = 1, curve = function(t) return 0/0 end, animations = function() v.center = Point(100, 100) end}
clock.advance(0.5)
print(v.presentation.center)
