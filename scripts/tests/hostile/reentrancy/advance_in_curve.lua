-- attack: clock.advance inside a curve function while the clock samples it
-- expect: any ""
local v = View{}
window:addSubview(v)
View.animate{duration = 1, curve = function(t) clock.advance(0.01) return t end, animations = function() v.center = Point(9, 9) end}
clock.step(10)
print(v.presentation.center)
