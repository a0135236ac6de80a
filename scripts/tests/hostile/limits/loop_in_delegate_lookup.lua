-- attack: a transitioning delegate whose metatable __index loops (the engine looks methods up)
-- expect: error "limit exceeded"
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
other.transitioningDelegate = setmetatable({}, {__index = function() while true do end end})
root:present(other, true)
clock.runUntilIdle()
