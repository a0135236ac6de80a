-- attack: a Lua curve function that reads a presentation value (the frame pass holds the store)
-- expect: error "cannot use the engine"
local v = View{}
window:addSubview(v)
View.animate{duration = 1, curve = function(t) return t + v.presentation.alpha * 0 end, animations = function() v.alpha = 0 end}
clock.step()
