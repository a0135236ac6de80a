-- attack: a Lua curve function that writes to the view it animates (it runs inside the frame pass, which holds the animation store)
-- expect: error "cannot use the engine"
local v = View{}
View.animate{duration = 1, curve = function(t) v.alpha = 0.5 return t end, animations = function() v.alpha = 0 end}
clock.step()
