-- attack: runUntilIdle with a block that repeats forever: must name it, not wait
-- expect: error "repeat|forever|idle|loop"
local v = View{}
window:addSubview(v)
View.animate{duration = 0.001, repeatCount = "forever", animations = function() v.alpha = 0 end}
clock.runUntilIdle()
