-- attack: the root cleared mid edge swipe and the navigation controller dropped; the touch moves on and lifts
-- expect: ok "held"
local n = NavigationController{rootViewController = ViewController{name = "r"}}
window.rootViewController = n
n:push(ViewController{name = "two"}, false)
local t = window:touch(Point(2, 300))
t:move(Point(100, 300), 0.1); clock.advance(0.2)
print(pcall(function() window.rootViewController = nil end))
n = nil
collectgarbage(); collectgarbage()
print(pcall(function() t:move(Point(200, 300), 0.1) end)); clock.advance(0.2)
print(pcall(function() t:lift() end)); clock.advance(1)
print("held")
