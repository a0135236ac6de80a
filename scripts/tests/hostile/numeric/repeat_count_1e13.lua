-- attack: repeatCount = 1e13 on a 1 s block: the total overflows the ticks
-- expect: any ""
local v = View{}
window:addSubview(v)
View.animate{duration = 1, repeatCount = 1e13, autoreverses = true, animations = function() v.alpha = 0 end}
clock.advance(1e6)
print(v.presentation.alpha)
