-- attack: zero-duration animations in a loop: the timeline the host records grows outside the Lua count
-- expect: error "not enough memory|limit exceeded|too many"
local v = View{name = ("v"):rep(1000)}
window:addSubview(v)
for i = 1, 1e8 do
  View.animate(0, function() v.alpha = i % 2 end)
  if i % 1000 == 0 then clock.advance(0.001) end
end
