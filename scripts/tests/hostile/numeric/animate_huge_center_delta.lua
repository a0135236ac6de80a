-- attack: an additive center animation between -1e308 and 1e308 (the difference overflows)
-- The difference is clamped to Double's largest finite number (docs/animation.md): half-way
-- (easeInOut 0.5) the view is at 1e308 − 1.797e308 / 2, finite; it presented inf.
-- expect: ok "^Point\(1\.0115343256884216e\+307, 0\)"
local v = View{center = Point(-1e308, 0)}
window:addSubview(v)
View.animate(1, function() v.center = Point(1e308, 0) end)
clock.advance(0.5)
print(v.presentation.center)
