-- engine.lua — plain asserts on the engine through the bindings (values, views, animate,
-- clock, errors). Run by TransitLuaTests in a fresh stage (iPhone 15, 393×852, 60 fps).

local function near(a, b, tol) return math.abs(a - b) <= (tol or 1e-9) end
local function rectNear(r, x, y, w, h, tol)
  return near(r.x, x, tol) and near(r.y, y, tol) and near(r.width, w, tol) and near(r.height, h, tol)
end
local function fails(f, pattern)
  local ok, e = pcall(f)
  assert(not ok, "expected an error matching " .. pattern)
  assert(tostring(e):find(pattern, 1, true), "error was: " .. tostring(e))
end

-- values
local r = Rect(10, 20, 30, 40)
assert(r.x == 10 and r.width == 30 and r.maxX == 40 and r.midY == 40)
assert(r == Rect(10, 20, 30, 40) and r ~= Rect(10, 20, 30, 41))
assert(tostring(r) == "Rect(10, 20, 30, 40)")
assert(r:insetBy(5, 5) == Rect(15, 25, 20, 30))
assert(r:offsetBy(-10, 0) == Rect(0, 20, 30, 40))
assert(r:union(Rect(0, 0, 1, 1)) == Rect(0, 0, 40, 60))
assert(r:intersection(Rect(100, 100, 1, 1)).isNull)
assert(r:contains(Point(10, 20)) and not r:contains(Point(40, 60)))
assert(Rect(-10, -10, 20, 20):applying(Transform.scale(2, 3)) == Rect(-20, -30, 40, 60))
local t = Transform.rotation(math.pi / 2)
assert(near(t.a, 0) and near(t.b, 1) and near(t.c, -1) and near(t.d, 0))
assert(Transform.identity.isIdentity and not t.isIdentity)
assert(Transform.translation(5, 6):inverted() == Transform.translation(-5, -6))
assert(Transform.scale(0, 1):inverted() == nil)
assert(Color.red == Color(1, 0, 0) and Color(1, 0, 0).a == 1)
assert(Color.hex("#FF8000") == Color(1, 128 / 255, 0))
assert(tostring(Point(1.5, -2)) == "Point(1.5, -2)")
Transform.identity.a = 7                     -- a fresh value each time: no shared state
assert(Transform.identity.a == 1)

-- views and the tree
local parent = View{frame = Rect(100, 100, 200, 200), name = "parent"}
local child = View{frame = Rect(10, 10, 50, 50), name = "child", backgroundColor = Color.blue}
parent:addSubview(child)
window:addSubview(parent)
assert(child.superview == parent and parent.subviews[1] == child and child.window == window)
assert(window:find("child") == child)
assert(rectNear(child:convert(child.bounds, {to = window}), 110, 110, 50, 50))
parent.bounds = Rect(10, 0, 200, 200)        -- scrolls the content left by 10
assert(rectNear(window:convert(child.frame, {from = parent}), 100, 110, 50, 50))
local front = View{name = "front"}
parent:insertSubview(front, {at = 1})        -- Lua index 1: the back-most
assert(parent.subviews[1] == front and parent.subviews[2] == child)
parent:bringSubviewToFront(front)
assert(parent.subviews[2] == front)
child.photo = "a Lua-side field"
assert(parent.subviews[1].photo == "a Lua-side field")
fails(function() child:addSubview(parent) end, "into its own subtree")
fails(function() parent.alpha = "x" end, "bad value for 'alpha' of View (number expected, got string)")

-- frame under a transform is the bounding box
local box = View{frame = Rect(0, 0, 100, 50)}
box.transform = Transform.rotation(math.pi / 2)
assert(rectNear(box.frame, 25, -25, 50, 100, 1e-9))

-- animate: the seed-003 slide-in, easeInOut over 1.5 s (UIKit's default curve)
local W, H = screen.bounds.width, screen.bounds.height
assert(W == 393 and H == 852)
local second = View{frame = Rect(0, -H, W, H)}
window:addSubview(second)
local log = {}
local handle = View.animate(1.5, function() second.frame = Rect(0, 0, W, H) end,
  function(finished) log[#log + 1] = ("done %s at %.3f"):format(tostring(finished), clock.now) end)
assert(rectNear(second.frame, 0, 0, W, H))                    -- the model is final at once
assert(rectNear(second.presentation.frame, 0, -H, W, H))     -- the screen is not
clock.advance(0.75)                                           -- halfway: easeInOut(0.5) = 0.5
assert(rectNear(second.presentation.frame, 0, -H / 2, W, H, 1e-6))
assert(not handle.isFinished)
clock.advance(0.75)
assert(handle.isFinished and handle.finished == true)
assert(log[1] == "done true at 1.500")

-- retargeting alpha replaces: the first block completes with finished = false
local fade = View{}
local results = {}
View.animate(1, function() fade.alpha = 0 end, function(f) results[#results + 1] = "first " .. tostring(f) end)
clock.advance(0.5)
View.animate(1, function() fade.alpha = 1 end, function(f) results[#results + 1] = "second " .. tostring(f) end)
clock.runUntilIdle()
assert(results[1] == "first false" and results[2] == "second true", table.concat(results, ","))

-- a zero-duration block completes one run-loop turn later, at the same clock time
local now = clock.now
local ran = false
View.animate(0, function() fade.alpha = 0.5 end, function() ran = true end)
assert(not ran and fade.presentation.alpha == 0.5)
clock.advance(0)
assert(ran and clock.now == now)

-- curves are values, names or functions
assert(near(Easing.linear(0.25), 0.25) and near(Easing.easeInOut(0.5), 0.5))
assert(near(Easing.cubicBezier(0, 0, 1, 1)(0.3), 0.3, 1e-6))
local k = View{}
View.animate{duration = 1, curve = function(x) return x * x end, animations = function() k.alpha = 0 end}
clock.advance(0.5)
assert(near(k.presentation.alpha, 0.75))      -- 1 - 0.5²
clock.runUntilIdle()
print("engine.lua: ok")
