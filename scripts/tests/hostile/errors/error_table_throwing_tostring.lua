-- attack: error() with a table whose __tostring throws
-- expect: error ""
error(setmetatable({}, {__tostring = function() error("tostring of the error throws") end}))
