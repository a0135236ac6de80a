-- attack: an addKeyframe animations function that loops
-- expect: error "limit exceeded"
local v = View{}
window:addSubview(v)
View.animateKeyframes(1, {}, function()
  View.addKeyframe(0, 0.5, function() while true do end end)
end)
