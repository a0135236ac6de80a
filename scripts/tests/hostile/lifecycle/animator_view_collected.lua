-- attack: an animator whose views were dropped and collected, then scrubbed
-- expect: any ""
local a
do
  local v = View{}
  a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
end
collectgarbage(); collectgarbage()
a:pauseAnimation()
a.fractionComplete = 0.5
a:startAnimation()
clock.runUntilIdle()
print(a.state)
