-- attack: a PropertyAnimator restarted from its own completion forever
-- expect: error "limit|loop|idle"
local v = View{}
window:addSubview(v)
local a
local function make()
  a = PropertyAnimator{duration = 0.001, curve = "linear", animations = function() v.alpha = 1 - v.alpha end}
  a:addCompletion(make)
  a:startAnimation()
end
make()
clock.runUntilIdle()
