-- attack: 100 open groups, each with a block, around 3,000 property animators started and
-- ended in them: each group holds the animators still active, not every one it saw (swept
-- at each power of two), and each block runs once all are over
-- expect: ok "ran 100 blocks at 0\.5"
-- args: --quiet
local v = View{}
window:addSubview(v)
local ran, at = 0, nil
for _ = 1, 100 do
  CATransaction.begin()
  CATransaction.setCompletionBlock(function() ran = ran + 1; at = clock.now end)
end
for i = 1, 3000 do
  PropertyAnimator{duration = 0.01, curve = "linear", animations = function() v.alpha = i % 2 end}:startAnimation()
  if i % 100 == 0 then clock.advance(0.02) end
end
PropertyAnimator{duration = 0.5, curve = "linear", animations = function() v.alpha = 1 end}:startAnimation()
local started = clock.now
for _ = 1, 100 do CATransaction.commit() end
clock.advance(1)
print(("ran %d blocks at %g"):format(ran, at - started))
