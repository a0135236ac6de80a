-- attack: a PropertyAnimator's isRunning observer (a KeyValueObservation) that invalidates
-- itself, catches its own time limit with pcall and loops again: the kill stays sticky and
-- names the observer's line; the observer's function, let go at invalidate, is not called again
-- expect: error "loop_in_kvo_observer\.lua:10: time limit exceeded \(in an isRunning observer"
-- args: --time 0.3 --instructions 0
local v = View{}
window:addSubview(v)
local a = PropertyAnimator{duration = 0.3, curve = "linear", animations = function() v.alpha = 0 end}
local seen
seen = a:observe("isRunning", function() seen:invalidate(); pcall(function() while true do end end); while true do end end)
a:startAnimation()
clock.runUntilIdle()
print("not reached")
