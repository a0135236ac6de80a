-- attack: error() with a table whose __tostring returns a number, then a table
-- expect: error ""
error(setmetatable({}, {__tostring = function() return {} end}))
