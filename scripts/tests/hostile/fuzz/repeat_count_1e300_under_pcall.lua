-- attack: found by make fuzz (crash-05d7af44…, minimized): repeatCount = 1e300 on an autoreversing block traps converting the total duration to Int64 ticks, under pcall, with the view in no window
-- expect: error ""
local v = View{frame = Rect(10, 10, 100, 100)}
local ok, err = pcall(function()
  View.animate{duration = 3, delay = 0, repeatCount = 1e300, autoreverses = true,
    animations = function() v.center = Point(-1, 100) end}
end)
error(err or "accepted repeatCount = 1e300", 0)
