-- attack: a Lua function used as an easing curve loops when the engine samples it
-- expect: error "limit exceeded"
local v = View{}
window:addSubview(v)
View.animate{duration = 1, curve = function(t) while true do end end, animations = function() v.alpha = 0 end}
clock.advance(0.5)
print(v.presentation.alpha)
