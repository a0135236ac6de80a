-- attack: View.animate with a negative duration (UIKit: "If you specify a negative value or 0,
-- the changes are made without animating them"; NaN and infinities stay errors)
-- expect: ok "done alpha=0 finished=true presentation=0"
local v = View{}
window:addSubview(v)
View.animate(-1, function() v.alpha = 0 end, function(finished)
  print(string.format("done alpha=%g finished=%s presentation=%g", v.alpha, finished, v.presentation.alpha))
end)
