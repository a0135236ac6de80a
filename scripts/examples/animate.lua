-- animate.lua — UIView.animate as seed 003's segues use it, without the controllers:
-- a green view slides down from above the screen over 1.5 s (UIKit's default
-- ease-in-ease-out curve), then a blue copy is thrown to the lower right while rotating by π.
--
--   transit run animate                       the timeline
--   transit run animate --trace green,thrown  and each view's frame at every frame
local W, H = screen.bounds.width, screen.bounds.height

local green = View{frame = Rect(0, -H, W, H), backgroundColor = Color.green, name = "green"}
window:addSubview(green)

View.animate(1.5, function()
  green.frame = Rect(0, 0, W, H)
end, function(finished)
  print(("slid in (finished = %s) at %.2f s"):format(tostring(finished), clock.now))
  local thrown = View{frame = Rect(0, 0, W, H), backgroundColor = Color.blue, name = "thrown"}
  window:addSubview(thrown)
  View.animate(1.0, function()
    thrown.frame = Rect(W, H, W, H)
    thrown.transform = Transform.rotation(math.pi)
  end, function()
    print(("thrown away at %.2f s"):format(clock.now))
  end)
end)
