-- attack: CATransaction.begin() without end, each group given a completion block, then a
-- block animating under all of them: the nesting stops at its cap with an error naming the
-- line, and the groups already open cost one small record each
-- expect: error "catransaction_nesting\.lua:9: CATransaction\.begin nested more than 100 deep"
local v = View{}
window:addSubview(v)
local ran = 0
for _ = 1, 200 do
  CATransaction.begin()
  CATransaction.setCompletionBlock(function() ran = ran + 1 end)
end
View.animate(0.1, function() v.alpha = 0 end)
