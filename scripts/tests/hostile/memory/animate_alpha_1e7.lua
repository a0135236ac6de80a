-- attack: 10^7 View.animate calls on one view's alpha: each replaces the last, whose completion is queued
-- expect: error "not enough memory|limit exceeded|too many"
local v = View{}
window:addSubview(v)
for i = 1, 1e7 do
  View.animate(1, function() v.alpha = (i % 2) end, function() end)
end
