-- attack: the navigation controller's own edge swipe moved to the right edge; its pop follows
-- a finger going right, so it began a pop the finger could not drive (rev100a)
-- expect: error "the edges of interactivePopGestureRecognizer may be \"left\" or none"
local nav = NavigationController{rootViewController = ViewController{}}
window.rootViewController = nav
nav:push(ViewController{}, false)
nav.interactivePopGestureRecognizer.edges = {"right"}
print(window:pan{from = Point(390, 400), to = Point(100, 400), duration = 0.1})
