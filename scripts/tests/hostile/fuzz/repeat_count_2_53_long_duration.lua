-- attack: found by make fuzz (crash-aa4292a8… and crash-655713ee…, minimized): repeatCount 2^53 on a 1e6 s block (and 8e12 on 8e12) — finite, unremarkable numbers whose product overflows the Int64 ticks
-- expect: error ""
local v = View{frame = Rect(10, 10, 100, 100)}
local ok, err = pcall(function()
  View.animate{duration = 1e6, delay = 1e-9, repeatCount = 2^53, autoreverses = true,
    animations = function() v.center = Point(1e300, 0.999999) end}
end)
error(err or "accepted a block of 2^53 repeats of 1e6 s", 0)
