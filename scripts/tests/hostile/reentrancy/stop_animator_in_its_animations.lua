-- attack: a PropertyAnimator stopped and finished inside its own animations block
-- expect: any ""
local v = View{}
window:addSubview(v)
local a
a = PropertyAnimator{duration = 1, curve = "linear", animations = function()
  v.alpha = 0
  a:stopAnimation(false)
  a:finishAnimation("current")
end}
a:startAnimation()
clock.runUntilIdle()
print(a.state)
