-- attack: a navigation controller delegate whose __index raises when the engine asks for an animator on push
-- expect: error "lookup raised"
local nav = NavigationController{rootViewController = ViewController{}}
nav.delegate = setmetatable({}, {__index = function(_, k) error("lookup raised: " .. tostring(k)) end})
window.rootViewController = nav
nav:push(ViewController{}, true)
clock.runUntilIdle()
