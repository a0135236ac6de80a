-- attack: a million additive center animations on one view (each keeps running)
-- expect: error "not enough memory|limit exceeded|too many"
local v = View{}
window:addSubview(v)
for i = 1, 1e6 do
  View.animate(100, function() v.center = Point(i, i) end)
end
clock.advance(1)
print(v.presentation.center)
