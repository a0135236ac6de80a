-- attack: a Lua curve function raises when the engine samples it
-- expect: error "curve failed"
local v = View{}
window:addSubview(v)
View.animate{duration = 1, curve = function(t) if t > 0.1 then error("curve failed") end return t end,
  animations = function() v.center = Point(100, 100) end}
clock.advance(0.5)
print(v.presentation.center)
