-- attack: an additive center animation between -1e308 and 1e308 (the difference overflows)
-- expect: error ""
local v = View{center = Point(-1e308, 0)}
window:addSubview(v)
View.animate(1, function() v.center = Point(1e308, 0) end)
clock.advance(0.5)
print(v.presentation.center)
