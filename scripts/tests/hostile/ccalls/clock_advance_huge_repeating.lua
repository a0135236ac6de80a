-- attack: clock.advance(1e9) while a block repeats forever every millisecond: 10^12 repeats in Swift
-- expect: error "limit exceeded|repeat|loop"
local v = View{}
window:addSubview(v)
View.animate{duration = 0.001, repeatCount = "forever", animations = function() v.alpha = 0 end}
clock.advance(1e9)
