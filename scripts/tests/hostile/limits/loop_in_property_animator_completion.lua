-- attack: a PropertyAnimator completion that loops
-- expect: error "limit exceeded"
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 0.3, curve = "linear", animations = function() v.alpha = 0 end}
a:addCompletion(function() while true do end end)
a:startAnimation()
clock.runUntilIdle()
