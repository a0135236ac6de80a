-- attack: continueAnimation's spring table with metamethods that error, spin or answer anew on
-- each read: the fields are read raw (option tables are plain data), so none runs; a callable
-- table is a curve, never a spring
-- expect: ok "raw held\ncurve held\n$"
local v = View{frame = Rect(0, 0, 50, 50)}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.frame = Rect(100, 0, 50, 50) end}
a:pauseAnimation()
a.fractionComplete = 0.5
local reads = 0
local hostile = setmetatable({}, {
  __index = function() reads = reads + 1; a:stopAnimation(true); while true do end end,
  __pairs = function() error("pairs ran") end, __len = function() error("len ran") end})
a:continueAnimation(hostile, 1)                     -- UIKit's default spring, ζ 4.56
print((reads == 0 and a.isRunning) and "raw held" or "ESCAPED")
a:pauseAnimation()
local calls = 0
local callable = setmetatable({dampingRatio = 0.5}, {__call = function(_, t) calls = calls + 1; return t end})
a:continueAnimation(callable, 1)
clock.runUntilIdle()
print((calls > 0 and v.frame.x == 100) and "curve held" or "ESCAPED")
