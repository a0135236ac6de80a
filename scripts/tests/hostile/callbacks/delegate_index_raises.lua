-- attack: a transitioning delegate whose __index raises: every optional method the engine looks up raises (an unprotected lookup would panic)
-- expect: error "lookup raised"
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
other.transitioningDelegate = setmetatable({}, {__index = function(_, k) error("lookup raised: " .. tostring(k)) end})
root:present(other, true)
clock.runUntilIdle()
