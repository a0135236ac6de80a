-- attack: 2,000 blocks animating one view's center, all ending at the same instant: one clock.advance ends them all
-- expect: ok "^ended\t2000\n$"
-- args: --quiet --time 2 --memory 64 --instructions 20000000
local v = View{}
window:addSubview(v)
for i = 1, 2000 do
  View.animate(1, function() v.center = Point(i % 13, i % 7) end)
end
-- each ending block swept the view's list of the tracks still running, one block after
-- another: 2 million steps in the one call (3,000 blocks took 16 s in the debug build)
clock.advance(1)
print("ended", 2000)
