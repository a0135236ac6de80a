-- attack: a navigation controller's view kept after Lua collected it, swiped from the edge (its pop recognizer held the controller unowned: SIGABRT)
-- expect: ok "held"
local n = NavigationController{rootViewController = ViewController{name = "r"}}
n:push(ViewController{name = "two"}, false)
NV = n.view
n = nil
collectgarbage(); collectgarbage()
window:addSubview(NV)
print("recognizers", #NV.gestureRecognizers)
window:pan{from = Point(2, 300), to = Point(200, 300), duration = 0.3}
clock.advance(1)
print("held")
