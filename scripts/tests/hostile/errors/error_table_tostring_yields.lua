-- attack: error() with a table whose __tostring yields
-- expect: error ""
error(setmetatable({}, {__tostring = function() coroutine.yield() end}))
