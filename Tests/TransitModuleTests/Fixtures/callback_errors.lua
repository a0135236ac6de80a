require "transit"
local v = View{frame = Rect(0, 0, 10, 10)}
View.animate(0.2, function() v.alpha = 0 end, function()
  error("the completion broke")
end)
print(pcall(clock.advance, 1))
print(pcall(View.animate, 0.2, function() v.alpha = "half" end))
View.animate(0.2, function()
  error("the animation block broke")
end)
