-- attack: a collected navigation controller's pop recognizer moved to a plain view and panned
-- expect: ok "held"
local n = NavigationController{rootViewController = ViewController{name = "r"}}
local rec = n.interactivePopGestureRecognizer
n = nil
collectgarbage(); collectgarbage()
local v = View{frame = Rect(0, 0, 393, 852)}
window:addSubview(v)
print(pcall(function() v:addGestureRecognizer(rec) end))
window:pan{from = Point(2, 300), to = Point(200, 300), duration = 0.3}
clock.advance(1)
print("held")
