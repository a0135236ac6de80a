-- attack: pushing a controller already in the stack
-- expect: error ""
local vc = ViewController{}
local nav = NavigationController{rootViewController = vc}
window.rootViewController = nav
nav:push(vc, false)
