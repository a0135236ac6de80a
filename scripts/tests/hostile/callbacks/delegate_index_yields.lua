-- attack: a transitioning delegate whose __index yields, with the present made inside a task
-- expect: error "yield"
local root = ViewController{}
window.rootViewController = root
local other = ViewController{}
other.transitioningDelegate = setmetatable({}, {__index = function() coroutine.yield() end})
task(function() root:present(other, true) end)
clock.runUntilIdle()
