-- attack: a collected navigation controller's view made another controller's view, swiped from the edge
-- expect: ok "held"
local n = NavigationController{rootViewController = ViewController{name = "r"}}
NV = n.view
n = nil
collectgarbage(); collectgarbage()
local c = ViewController{}
c.view = NV
window.rootViewController = c
window:pan{from = Point(2, 300), to = Point(200, 300), duration = 0.3}
clock.advance(1)
print("held")
