-- attack: one animator given 20,000 blocks that each set the same replaced property (alpha):
-- its end must not scan the later blocks for every earlier change (it did: quadratic, 3.2 s
-- of CPU at 32,000 blocks in a release build), so it ends well inside the limit, the last
-- block's value kept
-- expect: ok "^inactive\t10\.0\n$"
-- args: --time 2.5 --quiet
local v = View{frame = Rect(0, 0, 10, 10)}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
for i = 1, 20000 do a:addAnimations(function() v.alpha = i / 2000 end) end
a:startAnimation()
clock.advance(1.5)
print(a.state, v.alpha)
